import { DrainingSignal } from './draining.signal';
import { settlesWithin } from './settles-within';

describe('DrainingSignal', () => {
  it('tells its listeners once, and counts down to the deadline it was given', () => {
    const shutdown = new DrainingSignal();
    const heard = jest.fn();
    shutdown.subscribe(heard);
    expect(shutdown.draining).toBe(false);
    expect(shutdown.timeLeftMs(10_000)).toBe(10_000);

    shutdown.begin(Date.now() + 4000);
    shutdown.begin(Date.now() + 60_000);

    expect(shutdown.draining).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(shutdown.timeLeftMs(10_000)).toBeLessThanOrEqual(4000);
    expect(shutdown.timeLeftMs(10_000)).toBeGreaterThan(3000);
  });
});

describe('settlesWithin', () => {
  it('answers whether the work settled in time, failed work included', async () => {
    await expect(settlesWithin(Promise.resolve(), 100)).resolves.toBe(true);
    await expect(settlesWithin(Promise.reject(new Error('gone')), 100)).resolves.toBe(true);
    await expect(settlesWithin(new Promise(() => undefined), 20)).resolves.toBe(false);
  });
});
