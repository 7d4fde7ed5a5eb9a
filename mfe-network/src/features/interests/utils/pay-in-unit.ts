import { convertPay, formatPayRange, type PayUnit } from '@nurse/catalogue';
import type { Job } from '@nurse/api-client';

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * A listing's pay range in the unit she chose to compare in ('$58.33–$65 an hour' for $2,100–$2,340
 * a week on 36 hours), converted from the listing's own unit by the catalogue's rule; '' without pay.
 */
export function payInUnit(job: Pick<Job, 'pay' | 'hoursPerWeek'>, unit: PayUnit): string {
  const { pay, hoursPerWeek } = job;
  if (!pay) return '';
  const convert = (dollars: number) => convertPay(toCents(dollars), pay.unit, unit, hoursPerWeek);
  return formatPayRange(convert(pay.min), convert(pay.max), unit);
}
