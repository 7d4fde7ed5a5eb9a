/** Sizes of a job listing's fields and of a page of search. */
export const JOB_LIMITS = {
  titleMax: 200,
  cityMax: 100,
  specialtiesMax: 5,
  certificationsMax: 10,
  payIncludesMax: 300,
  longTextMax: 5000,
  /** A bound well above any nurse's pay in any unit, so a typo of extra digits is caught. */
  payMaxDollars: 1_000_000,
  pageSizeMax: 50,
  postedWithinDaysMax: 365,
} as const;
