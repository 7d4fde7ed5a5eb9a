/**
 * How close a wallet entry is to its expiry. The screen shows the words with a colour of its own
 * (wallet.css), never the colour alone. Dates are calendar dates (YYYY-MM-DD); an entry lapses the day after its expiry.
 */
export type ExpiryStanding = 'current' | 'due90' | 'due30' | 'lapsed';

export const STANDING_WORDS: Readonly<Record<ExpiryStanding, string>> = {
  current: 'Current',
  due90: 'Due within 90 days',
  due30: 'Due within 30 days',
  lapsed: 'Lapsed',
};

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (negative when `day` is past). */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The standing of an entry expiring on `expiryDate` (null: it does not expire) as of `today`.
 * `declaredLapsed` is a licence she marked expired on the board's record, lapsed whatever its date.
 */
export function expiryStanding(expiryDate: string | null, today: string, declaredLapsed = false): ExpiryStanding {
  if (declaredLapsed) return 'lapsed';
  if (expiryDate === null) return 'current';
  const days = daysUntil(expiryDate, today);
  if (days < 0) return 'lapsed';
  if (days <= 30) return 'due30';
  if (days <= 90) return 'due90';
  return 'current';
}
