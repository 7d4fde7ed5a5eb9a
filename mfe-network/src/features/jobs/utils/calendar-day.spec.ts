import { dayToSend, localToday } from './calendar-day';

describe('localToday', () => {
  it('reads the day on her own clock', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('dayToSend', () => {
  it('leaves today to the server and sends any other day', () => {
    expect(dayToSend('2026-11-26', '2026-11-26')).toBeUndefined();
    expect(dayToSend('2026-11-24', '2026-11-26')).toBe('2026-11-24');
    expect(dayToSend('', '2026-11-26')).toBeUndefined();
  });
});
