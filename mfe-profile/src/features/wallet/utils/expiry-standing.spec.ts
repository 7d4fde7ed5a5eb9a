import { daysUntil, expiryStanding } from './expiry-standing';

describe('expiryStanding', () => {
  const today = '2026-11-26';

  it('is current beyond 90 days and for an entry that does not expire', () => {
    expect(expiryStanding('2027-02-25', today)).toBe('current');
    expect(expiryStanding(null, today)).toBe('current');
  });

  it('is due within 90 days from day 90 down to day 31', () => {
    expect(expiryStanding('2027-02-24', today)).toBe('due90');
    expect(expiryStanding('2026-12-27', today)).toBe('due90');
  });

  it('is due within 30 days from day 30 down to the expiry day itself', () => {
    expect(expiryStanding('2026-12-26', today)).toBe('due30');
    expect(expiryStanding(today, today)).toBe('due30');
  });

  it('lapses the day after the expiry date, or when she declared it expired', () => {
    expect(expiryStanding('2026-11-25', today)).toBe('lapsed');
    expect(expiryStanding('2030-01-01', today, true)).toBe('lapsed');
  });
});

describe('daysUntil', () => {
  it('counts calendar days across a daylight-saving change and a year end', () => {
    expect(daysUntil('2026-11-02', '2026-10-31')).toBe(2);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(-1);
  });
});
