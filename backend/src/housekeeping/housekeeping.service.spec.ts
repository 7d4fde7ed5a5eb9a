import { slotOf } from './housekeeping.service';

describe('slotOf', () => {
  it('names a tick by its second, so instances firing within that second agree', () => {
    expect(slotOf(new Date('2026-11-23T15:00:00.004Z'))).toBe('2026-11-23T15:00:00.000Z');
    expect(slotOf(new Date('2026-11-23T15:00:00.987Z'))).toBe('2026-11-23T15:00:00.000Z');
    expect(slotOf(new Date('2026-11-23T16:00:00.010Z'))).not.toBe(slotOf(new Date('2026-11-23T15:00:00.010Z')));
  });
});
