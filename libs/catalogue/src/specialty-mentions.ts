import { distance } from 'fastest-levenshtein';
import { SPECIALTY_ENTRIES } from './data/specialties';
import { findSpecialty, type SpecialtyName } from './specialties';

/** Longest name or synonym, in words ('Certified Registered Nurse Anesthetist' and the like). */
const LONGEST_TERM_WORDS = 5;
/** Words too common in questions to stand for a specialty on their own, even when a name contains them. */
const GENERIC_WORDS = new Set([
  'nurse',
  'nurses',
  'nursing',
  'health',
  'care',
  'medical',
  'medicine',
  'therapy',
  'management',
  'practice',
  'unit',
  'units',
  'control',
  'room',
  'family',
  'public',
  'school',
  'long',
  'term',
  'home',
  'lab',
  'labor',
  'delivery',
  'baby',
  'mother',
  'intensive',
  'critical',
  'step',
  'down',
  'case',
  'care',
  'pain',
  'flight',
]);

/** Distinctive single words of every name and synonym, pointing at their canonical name. */
const WORDS: ReadonlyArray<{ word: string; canonical: SpecialtyName }> = SPECIALTY_ENTRIES.flatMap((entry) =>
  [entry.name, ...entry.synonyms].flatMap((text) =>
    wordsOf(text)
      .filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word))
      .map((word) => ({ word, canonical: entry.name as SpecialtyName })),
  ),
);

function wordsOf(text: string): string[] {
  return tokensOf(text).map((token) => token.toLowerCase());
}

function tokensOf(text: string): string[] {
  return text.split(/[^A-Za-z0-9&]+/).filter((token) => token.length > 0);
}

/**
 * Two-letter abbreviations that are also English words ('or', 'er', 'ed') stand for a specialty only in
 * capitals: 'OR' is the operating room, 'or' is not.
 */
const shortWordStands = (token: string) => token.length > 2 || token === token.toUpperCase();

/** Slips forgiven in a word: one up to seven letters, two from eight. */
const allowedSlips = (word: string) => (word.length >= 8 ? 2 : 1);

/** The specialty a single typed word most likely means ('oncolgy', 'pediatirc'), or null. */
function closestByWord(word: string): SpecialtyName | null {
  if (word.length < 5 || GENERIC_WORDS.has(word)) return null;
  let best: { canonical: SpecialtyName; slips: number } | null = null;
  for (const candidate of WORDS) {
    const slips = distance(word, candidate.word);
    if (slips <= allowedSlips(word) && (!best || slips < best.slips)) best = { canonical: candidate.canonical, slips };
  }
  return best?.canonical ?? null;
}

/**
 * The catalogue's specialties named in free text, in the order mentioned: whole names and synonyms first
 * ('the intensive care unit' is ICU, 'L&D' Labor & Delivery), then single words with a slip or two
 * ('oncolgy', 'pediatirc'). Common words ('nursing', 'health') never count alone.
 */
export function specialtiesMentioned(text: string, limit = 3): SpecialtyName[] {
  const tokens = tokensOf(text);
  const words = tokens.map((token) => token.toLowerCase());
  const used = new Array<boolean>(words.length).fill(false);
  const found: Array<{ at: number; canonical: SpecialtyName }> = [];

  for (let size = Math.min(LONGEST_TERM_WORDS, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      if (size === 1 && !shortWordStands(tokens[start]!)) continue;
      const canonical = findSpecialty(words.slice(start, start + size).join(' '));
      if (!canonical) continue;
      found.push({ at: start, canonical });
      used.fill(true, start, start + size);
    }
  }
  words.forEach((word, at) => {
    if (used[at]) return;
    const canonical = closestByWord(word);
    if (canonical) found.push({ at, canonical });
  });

  const ordered = found.sort((a, b) => a.at - b.at).map((item) => item.canonical);
  return [...new Set(ordered)].slice(0, limit);
}
