/** Words shorter than this are not in the text index (InnoDB's default innodb_ft_min_token_size). */
export const MIN_INDEXED_WORD = 3;

/** Phone digits are searched once a term holds at least this many. */
export const MIN_PHONE_DIGITS = 3;

/** A person search as the indexes take it. */
export interface SearchTerms {
  /** The whole term, trimmed and lower-cased: a result holds it in its name, email or location. */
  text: string;
  /** The term's words the text index can find by their start. Empty when none is long enough. */
  words: string[];
  /** The term's digits, when there are enough to look for a phone number. */
  phoneDigits: string | null;
}

/** Reads a search box's text; null when there is nothing to search for. */
export function parseSearchTerms(input: string | undefined): SearchTerms | null {
  const text = input?.trim().toLowerCase() ?? '';
  if (!text) return null;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_INDEXED_WORD);
  const digits = text.replace(/\D/g, '');
  return { text, words: [...new Set(words)], phoneDigits: digits.length >= MIN_PHONE_DIGITS ? digits : null };
}

/** Phone numbers are stored as digits; the reversed digits let an index find a number by its end. */
export function reverseDigits(digits: string): string {
  return [...digits].reverse().join('');
}
