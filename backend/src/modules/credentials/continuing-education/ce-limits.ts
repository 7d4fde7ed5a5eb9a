/** What a CE record may hold; the API refuses more with a 400 or 409 naming the limit. */
export const CE_LIMITS = {
  activitiesPerNurse: 500,
  titleMax: 200,
  providerMax: 120,
  /** The shortest activity boards accept is a fraction of an hour; 0.1 h is six minutes. */
  hoursMin: 0.1,
  /** An academic course counts at most a few dozen contact hours; 100 catches a typing slip. */
  hoursMax: 100,
  /** A cycle's total and topic hours she enters for her own requirement. */
  requirementHoursMax: 500,
  /** The longest renewal cycle she can enter: 6 years (in days, leap days included). */
  requirementCycleMaxDays: 6 * 366,
} as const;
