/**
 * US city list for location suggestions: 'City, ST' strings generated from a maintained data package by
 * libs/catalogue/scripts/generate-us-cities.mjs (see that file for the source and the selection rule).
 *
 * A separate entry point (`@nurse/catalogue/cities`) on purpose: the list is about 120 KB, so the package
 * index does not export it. The server serves suggestions from it; a front end imports it only deliberately.
 */
import usCities from './generated/us-cities.json';
import { foldForMatch } from './text';

/** Location suggestions show at most this many cities. */
export const CITY_SUGGESTION_LIMIT = 5;

/** De-duplicated 'City, ST' strings, sorted by name ignoring case and diacritics. */
export const US_CITIES: readonly string[] = usCities;

const foldedCities: readonly string[] = US_CITIES.map(foldForMatch);

/**
 * Cities containing the query, ignoring case and diacritics: those whose name starts with it first, then
 * the rest, each in list order; at most `limit`, and never more than 5. A blank query suggests nothing.
 */
export function suggestCities(query: string, limit: number = CITY_SUGGESTION_LIMIT): string[] {
  const needle = foldForMatch(query);
  const max = Math.min(Math.max(0, Math.floor(limit)), CITY_SUGGESTION_LIMIT);
  if (!needle || max === 0) return [];
  const starting: string[] = [];
  const containing: string[] = [];
  for (let i = 0; i < foldedCities.length && starting.length < max; i += 1) {
    const at = foldedCities[i].indexOf(needle);
    if (at === 0) starting.push(US_CITIES[i]);
    else if (at > 0 && containing.length < max) containing.push(US_CITIES[i]);
  }
  return [...starting, ...containing].slice(0, max);
}

/** True when the text is exactly one of the listed cities (ignoring case and surrounding space). */
export function isKnownCity(text: string): boolean {
  const needle = foldForMatch(text);
  return needle.length > 0 && foldedCities.includes(needle);
}
