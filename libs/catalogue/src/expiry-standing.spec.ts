import { calendarDaysUntil, entryStanding } from './expiry-standing';

describe('entryStanding', () => {
  const today = '2026-11-26';

  it('is current beyond 90 days and for an entry that does not expire', () => {
    expect(entryStanding('2027-02-25', today)).toBe('current');
    expect(entryStanding(null, today)).toBe('current');
  });

  it('is due within 90 days from day 90 down to day 31, and within 30 days down to the expiry day', () => {
    expect(entryStanding('2027-02-24', today)).toBe('due90');
    expect(entryStanding('2026-12-27', today)).toBe('due90');
    expect(entryStanding('2026-12-26', today)).toBe('due30');
    expect(entryStanding(today, today)).toBe('due30');
  });

  it('lapses the day after the expiry date, or when declared expired', () => {
    expect(entryStanding('2026-11-25', today)).toBe('lapsed');
    expect(entryStanding('2030-01-01', today, true)).toBe('lapsed');
  });

  it('counts calendar days across a daylight-saving change and a year end, negative once past', () => {
    expect(calendarDaysUntil('2026-11-02', '2026-10-31')).toBe(2);
    expect(calendarDaysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(calendarDaysUntil('2026-12-31', '2027-01-01')).toBe(-1);
  });
});
