/**
 * A LIKE pattern that matches `term` anywhere, with its wildcards taken literally. The escape
 * character is '!' because a backslash means different things in MySQL and SQLite literals.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

/** Append to a `column LIKE :param` condition that uses containsPattern. */
export const LIKE_ESCAPE = "ESCAPE '!'";
