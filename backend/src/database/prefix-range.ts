/**
 * The values that start with `prefix`, as a range an index serves on every database: from the prefix
 * up to (not including) the prefix with its last character moved one code point on. For columns
 * compared code point by code point (binary collations, digit strings). A LIKE 'prefix%' would do on
 * MySQL, but SQLite reads a LIKE with an ESCAPE clause, or on a case-sensitive column, row by row.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const chars = [...prefix];
  const last = chars.pop()!;
  return { from: prefix, to: `${chars.join('')}${String.fromCodePoint(last.codePointAt(0)! + 1)}` };
}
