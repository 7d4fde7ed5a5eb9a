import { convertPay, formatPayRange, hoursPerPayUnit } from './jobs';

describe('the pay comparison rule', () => {
  it('counts a week as the listing’s hours, or 40 when it gives none, and a year as 52 such weeks', () => {
    expect(hoursPerPayUnit('hourly', 36)).toBe(1);
    expect(hoursPerPayUnit('weekly', 36)).toBe(36);
    expect(hoursPerPayUnit('weekly', null)).toBe(40);
    expect(hoursPerPayUnit('annual', null)).toBe(2080);
    expect(hoursPerPayUnit('annual', 36)).toBe(1872);
  });

  it('converts between units through dollars an hour, to the cent', () => {
    // A travel contract: $2,340 a week for three 12-hour shifts is $65 an hour.
    expect(convertPay(234_000, 'weekly', 'hourly', 36)).toBe(6500);
    expect(convertPay(6500, 'hourly', 'weekly', 36)).toBe(234_000);
    // $93,600 a year on a 40-hour week is $45 an hour.
    expect(convertPay(9_360_000, 'annual', 'hourly', null)).toBe(4500);
    expect(convertPay(4500, 'hourly', 'annual', null)).toBe(9_360_000);
    expect(convertPay(100, 'annual', 'hourly', null)).toBe(0);
  });
});

describe('a pay range in words', () => {
  it('shows cents only when there are any, and one figure for a range of one', () => {
    expect(formatPayRange(4850, 6175, 'hourly')).toBe('$48.50–$61.75 an hour');
    expect(formatPayRange(210_000, 240_000, 'weekly')).toBe('$2,100–$2,400 a week');
    expect(formatPayRange(9_200_000, 9_200_000, 'annual')).toBe('$92,000 a year');
  });
});
