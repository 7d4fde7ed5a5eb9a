import { payInUnit } from './pay-in-unit';

const weekly = {
  pay: { min: 2100, max: 2340, unit: 'weekly' as const, includes: '', hourlyMin: 58.33, hourlyMax: 65, text: '' },
  hoursPerWeek: 36,
};

describe('payInUnit', () => {
  it("converts a listing's pay by its own hours a week", () => {
    expect(payInUnit(weekly, 'hourly')).toBe('$58.33–$65 an hour');
    expect(payInUnit(weekly, 'weekly')).toBe('$2,100–$2,340 a week');
    expect(payInUnit(weekly, 'annual')).toBe('$109,200–$121,680 a year');
  });

  it('takes a listing without hours as a 40-hour week', () => {
    const hourly = { pay: { ...weekly.pay, min: 40, max: 40, unit: 'hourly' as const }, hoursPerWeek: null };
    expect(payInUnit(hourly, 'weekly')).toBe('$1,600 a week');
  });

  it('shows nothing for a listing without pay', () => {
    expect(payInUnit({ pay: null, hoursPerWeek: 36 }, 'hourly')).toBe('');
  });
});
