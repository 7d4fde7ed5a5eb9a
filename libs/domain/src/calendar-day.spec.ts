import { localToday, utcToday } from './calendar-day';

describe('utcToday', () => {
  it('reads the day in UTC, whatever the local time zone', () => {
    expect(utcToday(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
    expect(utcToday(new Date('2026-01-05T00:00:00Z'))).toBe('2026-01-05');
  });
});

describe('localToday', () => {
  it('reads the day on her own clock', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 10, 26, 0, 5))).toBe('2026-11-26');
  });
});
