import fs from 'node:fs';
import { ConfigError } from '../config/app-config';
import { reportStartFailure } from './start-failure';

function linesWritten(report: () => void): Record<string, unknown>[] {
  const chunks: string[] = [];
  const write = jest.spyOn(fs, 'writeSync').mockImplementation((_fd, data) => {
    chunks.push(String(data));
    return String(data).length;
  });
  try {
    report();
  } finally {
    write.mockRestore();
  }
  return chunks
    .join('')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('reportStartFailure', () => {
  it('names a bad setting in one JSON line in production', () => {
    const lines = linesWritten(() =>
      reportStartFailure(new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT'), 'api', 'production'),
    );
    expect(lines).toEqual([expect.objectContaining({ level: 'fatal', process: 'api', msg: expect.stringContaining('METRICS_PORT') })]);
  });

  it('writes any other failure with its error in production', () => {
    const lines = linesWritten(() => reportStartFailure(new Error('connect ECONNREFUSED 127.0.0.1:3306'), 'worker', 'production'));
    expect(lines[0]).toMatchObject({
      level: 'fatal',
      process: 'worker',
      msg: 'Start-up failed',
      err: { message: 'connect ECONNREFUSED 127.0.0.1:3306' },
    });
  });

  it('keeps readable text outside production', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportStartFailure(new ConfigError('METRICS_TOKEN: needs METRICS_PORT'), 'api', 'development');
    expect(error).toHaveBeenCalledWith('METRICS_TOKEN: needs METRICS_PORT');
    error.mockRestore();
  });
});
