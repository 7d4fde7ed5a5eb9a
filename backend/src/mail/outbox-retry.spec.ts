import { LONGEST_RETRY_WAIT_MS, nextSweepAt, SWEEP_EVERY_MS } from './outbox-retry';

describe('nextSweepAt', () => {
  const at = new Date('2026-03-02T10:00:00Z');
  const waitAfter = (attempts: number) => nextSweepAt(at, attempts).getTime() - at.getTime();

  it('waits a sweep after any attempt of the first run of the job', () => {
    expect([1, 3, 5].map(waitAfter)).toEqual([SWEEP_EVERY_MS, SWEEP_EVERY_MS, SWEEP_EVERY_MS]);
  });

  it('doubles the wait with each later run', () => {
    expect([6, 10, 11, 16].map(waitAfter)).toEqual([2, 2, 4, 8].map((times) => times * SWEEP_EVERY_MS));
  });

  it('never waits longer than half an hour', () => {
    expect(waitAfter(50)).toBe(LONGEST_RETRY_WAIT_MS);
    expect(waitAfter(5000)).toBe(LONGEST_RETRY_WAIT_MS);
  });
});
