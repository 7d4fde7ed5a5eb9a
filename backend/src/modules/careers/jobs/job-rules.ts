import { convertPay, type PayUnit } from '@nurse/catalogue';

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const WORK_MODES = ['in-person', 'hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export const JOB_MESSAGES = {
  notFound: 'That job listing was not found',
  payRequired: 'Add a pay range before publishing: every listing shows its pay',
  payIncomplete: 'Give the pay as a lowest and highest amount with its unit, or leave all three empty on a draft',
  payOrder: 'The lowest pay cannot be more than the highest',
  payOnPublished: 'A published listing keeps a pay range; change it, or close the listing',
  alreadyOpen: 'This listing is already open',
  alreadyClosed: 'This listing is already closed',
  closingInPast: 'The closing date cannot be before today',
  contractFields: 'Contract length and start date apply to travel and contract jobs only',
  specialtyUnknown: (name: string) => `${name} is not a specialty in the catalogue`,
  minPayNeedsUnit: 'Give minPayUnit with minPay (hourly, weekly or annual)',
} as const;

/**
 * Whether nurses may read the listing at its address or save it to a tracker: once it has been
 * published, open or closed since. A draft, or a draft closed before it was ever opened, is the
 * administrators' alone.
 */
export function readableByNurses(job: { postedOn: string | null }): boolean {
  return job.postedOn !== null;
}

/** The pay columns as stored: a range in its unit, and the same range in cents an hour for search. */
export interface PayColumns {
  payMinCents: number | null;
  payMaxCents: number | null;
  payUnit: PayUnit | null;
  payMinHourlyCents: number | null;
  payMaxHourlyCents: number | null;
}

export interface PayFields {
  payMinCents: number | null;
  payMaxCents: number | null;
  payUnit: PayUnit | null;
}

/** Whether the listing gives a whole pay range: what publishing needs. */
export function hasPayRange(pay: PayFields): pay is { payMinCents: number; payMaxCents: number; payUnit: PayUnit } {
  return pay.payMinCents !== null && pay.payMaxCents !== null && pay.payUnit !== null;
}

/** What is wrong with the pay given, if anything: all three or none, lowest not above highest. */
export function payProblem(pay: PayFields): string | null {
  const given = [pay.payMinCents, pay.payMaxCents, pay.payUnit].filter((value) => value !== null).length;
  if (given !== 0 && given !== 3) return JOB_MESSAGES.payIncomplete;
  if (hasPayRange(pay) && pay.payMinCents > pay.payMaxCents) return JOB_MESSAGES.payOrder;
  return null;
}

/** The pay columns to store for the pay given, on a listing of `hoursPerWeek`. */
export function payColumns(pay: PayFields, hoursPerWeek: number | null): PayColumns {
  if (!hasPayRange(pay)) return { payMinCents: null, payMaxCents: null, payUnit: null, payMinHourlyCents: null, payMaxHourlyCents: null };
  return {
    ...pay,
    payMinHourlyCents: convertPay(pay.payMinCents, pay.payUnit, 'hourly', hoursPerWeek),
    payMaxHourlyCents: convertPay(pay.payMaxCents, pay.payUnit, 'hourly', hoursPerWeek),
  };
}

/** Whether two pay ranges differ in what a nurse sees: amounts, unit or what they include. */
export function payChanged(before: PayFields & { payIncludes: string }, after: PayFields & { payIncludes: string }): boolean {
  return (
    before.payMinCents !== after.payMinCents ||
    before.payMaxCents !== after.payMaxCents ||
    before.payUnit !== after.payUnit ||
    before.payIncludes !== after.payIncludes
  );
}
