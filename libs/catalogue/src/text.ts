/** Text helpers shared by the catalogue look-ups. */

/** Lower-cases and trims, so look-ups ignore case and surrounding space. */
export function normalizeKey(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Like normalizeKey, and also drops diacritics and apostrophe-like marks ('Cañon City', 'ʻEwa Beach'),
 * so people can type place names on an ordinary keyboard. scripts/generate-us-cities.mjs sorts with the
 * same folding; keep the two identical.
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bb'`]/g, '')
    .toLowerCase()
    .trim();
}
