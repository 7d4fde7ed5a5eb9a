/** How the shared packet page words dates and standing. */
import { EXPIRY_STANDING_WORDS, type ExpiryStanding } from '@nurse/catalogue';

/** '31 Jan 2027' for a calendar date (YYYY-MM-DD). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

/** '3 Dec 2026, 14:05' in the reader's time zone. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function standingWords(standing: ExpiryStanding): string {
  return EXPIRY_STANDING_WORDS[standing];
}
