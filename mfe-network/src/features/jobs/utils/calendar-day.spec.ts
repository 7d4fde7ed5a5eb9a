import { dayToSend } from './calendar-day';

describe('dayToSend', () => {
  it('leaves today to the server and sends any other day', () => {
    expect(dayToSend('2026-11-26', '2026-11-26')).toBeUndefined();
    expect(dayToSend('2026-11-24', '2026-11-26')).toBe('2026-11-24');
    expect(dayToSend('', '2026-11-26')).toBeUndefined();
  });
});
