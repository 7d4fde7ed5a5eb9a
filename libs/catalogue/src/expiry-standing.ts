/**
 * How close a wallet entry is to its expiry, judged on a calendar day (YYYY-MM-DD); an entry lapses the
 * day after its expiry date. The server states it on a shared packet; screens show the words, never a
 * colour alone.
 */
export const EXPIRY_STANDINGS = ['current', 'due90', 'due30', 'lapsed'] as const;
export type ExpiryStanding = (typeof EXPIRY_STANDINGS)[number];

export const EXPIRY_STANDING_WORDS: Readonly<Record<ExpiryStanding, string>> = {
  current: 'Current',
  due90: 'Due within 90 days',
  due30: 'Due within 30 days',
  lapsed: 'Lapsed',
};

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (negative when `day` is past). */
export function calendarDaysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The standing of an entry expiring on `expiryDate` (null: it does not expire) as of `today`.
 * `declaredLapsed` is a licence marked expired on the board's record, lapsed whatever its date.
 */
export function entryStanding(expiryDate: string | null, today: string, declaredLapsed = false): ExpiryStanding {
  if (declaredLapsed) return 'lapsed';
  if (expiryDate === null) return 'current';
  const days = calendarDaysUntil(expiryDate, today);
  if (days < 0) return 'lapsed';
  if (days <= 30) return 'due30';
  if (days <= 90) return 'due90';
  return 'current';
}
