import { Writable } from 'node:stream';
import { createJsonLogger } from './json-logger';
import { JsonNestLogger } from './json-nest-logger';

function loggerWithLines(): { logger: JsonNestLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new JsonNestLogger(createJsonLogger('api', stream)), lines };
}

describe('JsonNestLogger', () => {
  it("writes a Nest logger's message with its context", () => {
    const { logger, lines } = loggerWithLines();
    logger.log('Nurse Career Network listening', 'Main');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'Nurse Career Network listening', context: 'Main' })]);
  });

  it('keeps the stack Nest passes with an error apart from its context', () => {
    const { logger, lines } = loggerWithLines();
    logger.error('Job failed', 'Error: boom\n    at run', 'Jobs');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Job failed', stack: 'Error: boom\n    at run', context: 'Jobs' }),
    ]);
  });

  it('writes an Error as its message with the error serialised', () => {
    const { logger, lines } = loggerWithLines();
    logger.warn(new Error('Redis is down'), 'Redis');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'Redis is down', context: 'Redis', err: { message: 'Redis is down' } });
  });
});
