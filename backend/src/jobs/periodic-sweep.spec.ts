import type { Logger } from '@nestjs/common';
import { repeatSweep } from './periodic-sweep';

describe('a repeated sweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const logger = () => ({ warn: jest.fn() }) as unknown as Logger & { warn: jest.Mock };

  it('runs every interval until stopped', async () => {
    const sweep = jest.fn().mockResolvedValue(0);
    const stop = repeatSweep(logger(), 'Outbox', 1000, sweep);
    expect(sweep).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2000);
    expect(sweep).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const log = logger();
    const sweep = jest.fn().mockRejectedValueOnce(new Error('queue down')).mockResolvedValue(0);
    const stop = repeatSweep(log, 'Digest', 1000, sweep);
    await jest.advanceTimersByTimeAsync(1000);
    expect(log.warn).toHaveBeenCalledWith('Digest sweep failed: queue down');
    await jest.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    stop();
  });
});
