import { formatPostedDay } from './posted-day';

describe('formatPostedDay', () => {
  it('shows a calendar day as it is, whatever the time zone', () => {
    expect(formatPostedDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatPostedDay(null)).toBe('');
    expect(formatPostedDay('soon')).toBe('');
  });
});
