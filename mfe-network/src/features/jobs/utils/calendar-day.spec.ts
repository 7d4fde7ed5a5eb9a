import { dayToSend, readableDay } from './calendar-day';

describe('dayToSend', () => {
  it('leaves today to the server and sends any other day', () => {
    expect(dayToSend('2026-11-26', '2026-11-26')).toBeUndefined();
    expect(dayToSend('2026-11-24', '2026-11-26')).toBe('2026-11-24');
    expect(dayToSend('', '2026-11-26')).toBeUndefined();
  });
});

describe('readableDay', () => {
  it("names the month in her locale's words, with the year only when it is not this year's", () => {
    expect(readableDay('2026-11-28', '2026-11-30', 'en-US')).toBe('Nov 28');
    expect(readableDay('2026-11-28', '2026-11-30', 'en-GB')).toBe('28 Nov');
    expect(readableDay('2025-12-30', '2026-01-02', 'en-GB')).toBe('30 Dec 2025');
  });

  it('gives nothing for a missing or unreadable day', () => {
    expect(readableDay('', '2026-11-30')).toBe('');
    expect(readableDay('not-a-day', '2026-11-30')).toBe('');
  });
});
