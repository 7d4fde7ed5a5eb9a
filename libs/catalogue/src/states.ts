/**
 * US state look-ups for licensed states and the profile.
 * The list itself lives in @nurse/domain.
 */
import { US_STATES } from '@nurse/domain';
import { normalizeKey } from './text';

export type UsState = (typeof US_STATES)[number];
export type UsStateCode = UsState['code'];
export type UsStateName = UsState['name'];

/** State suggestions show at most this many. */
export const STATE_SUGGESTION_LIMIT = 5;

/** The state with this code or name, ignoring case and surrounding space ('ohio', 'OH'); else null. */
export function findState(text: string): UsState | null {
  const key = normalizeKey(text);
  if (!key) return null;
  return US_STATES.find((state) => state.code.toLowerCase() === key || state.name.toLowerCase() === key) ?? null;
}

/** True for one of the 50 state codes (exact upper case, as stored). */
export function isStateCode(code: string): code is UsStateCode {
  return US_STATES.some((state) => state.code === code);
}

/**
 * States matching the query, ignoring case: an exact code or name first, then names starting with the
 * query, then names containing it; at most `limit`.
 */
export function suggestStates(query: string, limit: number = STATE_SUGGESTION_LIMIT): UsState[] {
  const key = normalizeKey(query);
  if (!key) return [];
  const exact = findState(key);
  const starting = US_STATES.filter((s) => s !== exact && s.name.toLowerCase().startsWith(key));
  const containing = US_STATES.filter((s) => s !== exact && !s.name.toLowerCase().startsWith(key) && s.name.toLowerCase().includes(key));
  return [...(exact ? [exact] : []), ...starting, ...containing].slice(0, Math.max(0, Math.floor(limit)));
}

/** The Enter-key rule: the exact match, else the first suggestion, else null. */
export function pickState(query: string): UsState | null {
  return findState(query) ?? suggestStates(query, 1)[0] ?? null;
}
