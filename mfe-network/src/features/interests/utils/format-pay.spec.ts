import { formatPay } from './format-pay';

describe('formatPay', () => {
  it('names the unit of the rate', () => {
    expect(formatPay('$52 - $68', 'Hourly')).toBe('$52 - $68 an hour');
    expect(formatPay('$98,000', 'Annually')).toBe('$98,000 a year');
  });
});
