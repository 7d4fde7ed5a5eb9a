/**
 * Text as a search compares it: lower case, accents dropped ("Café" and "cafe" are the same).
 * MySQL/MariaDB compare this way already under the tables' `_ci` collations; SQLite's LIKE folds
 * only ASCII case, so the SQLite connection gets this as the SQL function `search_fold`
 * (database-options.ts).
 */
export function foldForSearch(text: string): string {
  // Most text is ASCII: lower case is all there is to do.
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The SQL function SQLite connections are given. */
export const SEARCH_FOLD_FUNCTION = 'search_fold';

const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}+/gu;

/**
 * The folded text with, for each of its UTF-16 units, where the character it came from starts and
 * ends in the original: a match found in the folded text is marked on the text as written.
 */
export function foldWithOffsets(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    const part = foldForSearch(char);
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) {
      starts.push(index);
      ends.push(end);
    }
    index = end;
  }
  return { folded, starts, ends };
}
