import { formatAdminDate, formatBadgeCount } from './format';

describe('formatAdminDate', () => {
  it('shows en-US dates with a short month, hour and minute', () => {
    expect(formatAdminDate('2026-11-22T09:05:00.000Z', { timeZone: 'UTC' })).toBe('Nov 22, 2026, 9:05 AM');
    expect(formatAdminDate(new Date('2026-01-03T17:30:00Z'), { timeZone: 'UTC' })).toBe('Jan 3, 2026, 5:30 PM');
  });

  it('uses the time zone it is given', () => {
    expect(formatAdminDate('2026-11-22T09:05:00.000Z', { timeZone: 'America/New_York' })).toBe('Nov 22, 2026, 4:05 AM');
  });

  it('gives an empty text for missing or unparsable values', () => {
    expect(formatAdminDate(null)).toBe('');
    expect(formatAdminDate(undefined)).toBe('');
    expect(formatAdminDate('')).toBe('');
    expect(formatAdminDate('not a date')).toBe('');
  });
});

describe('formatBadgeCount', () => {
  it("caps at '9+' above 9 unless raw", () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(42, { raw: true })).toBe('42');
  });
});
