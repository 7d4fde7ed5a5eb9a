/** '$52.00 - $68.00 an hour', '$98,000 - $125,000 a year': the listing's rate with its unit. */
export function formatPay(rate: string, type: 'Hourly' | 'Annually'): string {
  return `${rate} ${type === 'Hourly' ? 'an hour' : 'a year'}`;
}
