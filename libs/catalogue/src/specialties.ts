/**
 * Specialty look-ups: the catalogue, onboarding's matching rule and the suggestion limits.
 * The same functions back the server's validation and the front ends' suggestion lists.
 */
import { distance } from 'fastest-levenshtein';
import { SPECIALTY_ENTRIES } from './data/specialties';
import { normalizeKey } from './text';

export type SpecialtyName = (typeof SPECIALTY_ENTRIES)[number]['name'];

/** The 57 canonical specialty names, alphabetical. */
export const SPECIALTIES: readonly SpecialtyName[] = SPECIALTY_ENTRIES.map((entry) => entry.name);

/** Other names for a specialty, by canonical name (empty when it has none). */
export const SPECIALTY_SYNONYMS: Readonly<Record<SpecialtyName, readonly string[]>> = Object.fromEntries(
  SPECIALTY_ENTRIES.map((entry): [SpecialtyName, readonly string[]] => [entry.name, entry.synonyms]),
) as Record<SpecialtyName, readonly string[]>;

/** Substring search suggests this many by default. */
export const SPECIALTY_SEARCH_LIMIT = 5;
/** The profile's specialty suggestions show this many. */
export const PROFILE_SPECIALTY_SUGGESTION_LIMIT = 8;
/** Onboarding's typo-forgiving match considers this many; it then shows at most 5. */
export const SPECIALTY_FUZZY_LIMIT = 10;

/**
 * A typo is forgiven when the edit distance is at most this share of the longer text: two slips in the ten
 * letters of 'pediatircs', one in 'oncolgy', but not three in an eight-letter word.
 */
const MAX_TYPO_RATIO = 0.34;
/** Queries shorter than this are matched by substring only: 'or' must not fuzzily hit 'ER'. */
const MIN_FUZZY_QUERY_LENGTH = 3;

interface Term {
  readonly key: string;
  readonly words: readonly string[];
  readonly canonical: SpecialtyName;
  readonly isName: boolean;
  readonly order: number;
}

/** Every name and synonym, lower-cased, pointing at its canonical name. */
const TERMS: readonly Term[] = SPECIALTY_ENTRIES.flatMap((entry, order) =>
  [entry.name, ...entry.synonyms].map((text) => {
    const key = normalizeKey(text);
    const words = key.split(/[\s/&-]+/).filter((w) => w.length > 0);
    return { key, words, canonical: entry.name, isName: text === entry.name, order };
  }),
);

const BY_KEY: ReadonlyMap<string, SpecialtyName> = new Map(TERMS.map((term) => [term.key, term.canonical]));

/** The canonical name for an exact name or synonym, ignoring case and surrounding space; else null. */
export function findSpecialty(text: string): SpecialtyName | null {
  return BY_KEY.get(normalizeKey(text)) ?? null;
}

/**
 * Canonical specialties that are one care area under two names: an adult intensive care unit (ICU, and
 * its MICU, SICU, CCU and CVICU) is where critical care is nursed, so a listing under one is found by the
 * other. The neonatal and pediatric units (NICU, PICU) are areas of their own.
 */
const SHARED_AREAS: readonly (readonly SpecialtyName[])[] = [['Critical Care', 'ICU']];

const AREA_OF: ReadonlyMap<SpecialtyName, SpecialtyName> = new Map(
  SHARED_AREAS.flatMap((area) => area.map((name): [SpecialtyName, SpecialtyName] => [name, area[0]!])),
);

/**
 * Whether two texts name the same care area: both a catalogue name or synonym, of one specialty or of
 * specialties that share an area ('MICU' and 'Critical Care'); null when either is not in the catalogue.
 */
export function sameSpecialtyArea(a: string, b: string): boolean | null {
  const first = findSpecialty(a);
  const second = findSpecialty(b);
  if (first === null || second === null) return null;
  return (AREA_OF.get(first) ?? first) === (AREA_OF.get(second) ?? second);
}

/** True when the text is exactly a canonical name (as stored on a profile). */
export function isCanonicalSpecialty(text: string): text is SpecialtyName {
  return (SPECIALTIES as readonly string[]).includes(text);
}

/**
 * 0 exact name or synonym, 1 starts with the query, 2 contains it (a synonym half a step behind a name);
 * null when the term does not contain the query.
 */
function substringRank(query: string, term: Term): number | null {
  if (term.key === query) return 0;
  const at = term.key.indexOf(query);
  if (at < 0) return null;
  return (at === 0 ? 1 : 2) + (term.isName ? 0 : 0.5);
}

/** Best typo ratio of the query against the whole term, the term's start, or one of its words. */
function typoRatio(query: string, term: Term): number {
  const ratio = (a: string, b: string) => distance(a, b) / Math.max(a.length, b.length);
  let best = ratio(query, term.key);
  if (term.key.length > query.length) best = Math.min(best, ratio(query, term.key.slice(0, query.length)) + 0.05);
  if (term.words.length > 1 && !query.includes(' ')) {
    for (const word of term.words) best = Math.min(best, ratio(query, word) + 0.05);
  }
  return best;
}

interface Ranked {
  readonly canonical: SpecialtyName;
  readonly score: number;
  readonly order: number;
}

/** Lower score is better; ties keep catalogue (alphabetical) order. One entry per canonical name. */
function rank(scored: Iterable<Ranked>, limit: number, exclude: readonly string[]): SpecialtyName[] {
  const excluded = new Set(exclude.map(normalizeKey));
  const best = new Map<SpecialtyName, Ranked>();
  for (const item of scored) {
    if (excluded.has(normalizeKey(item.canonical))) continue;
    const current = best.get(item.canonical);
    if (!current || item.score < current.score) best.set(item.canonical, item);
  }
  return [...best.values()]
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, Math.max(0, Math.floor(limit)))
    .map((item) => item.canonical);
}

/**
 * Canonical names whose name or a synonym contains the query (ignoring case), exact matches first, then
 * those starting with it; de-duplicated, at most `limit`. `exclude` drops names already chosen.
 */
export function searchSpecialties(query: string, limit: number = SPECIALTY_SEARCH_LIMIT, exclude: readonly string[] = []): SpecialtyName[] {
  const needle = normalizeKey(query);
  if (!needle) return [];
  const scored: Ranked[] = [];
  for (const term of TERMS) {
    const score = substringRank(needle, term);
    if (score !== null) scored.push({ canonical: term.canonical, score, order: term.order });
  }
  return rank(scored, limit, exclude);
}

/**
 * Typo-forgiving match for onboarding: 'pediatircs' -> Pediatrics, 'oncolgy' -> Oncology. Exact and
 * substring matches rank first, then typo matches by closeness; de-duplicated, at most `limit`.
 */
export function fuzzyMatchSpecialties(
  query: string,
  limit: number = SPECIALTY_FUZZY_LIMIT,
  exclude: readonly string[] = [],
): SpecialtyName[] {
  const needle = normalizeKey(query).replace(/\s+/g, ' ');
  if (!needle) return [];
  const scored: Ranked[] = [];
  for (const term of TERMS) {
    const substring = substringRank(needle, term);
    if (substring !== null) {
      scored.push({ canonical: term.canonical, score: substring, order: term.order });
    } else if (needle.length >= MIN_FUZZY_QUERY_LENGTH) {
      const ratio = typoRatio(needle, term);
      if (ratio <= MAX_TYPO_RATIO) scored.push({ canonical: term.canonical, score: 3 + ratio, order: term.order });
    }
  }
  return rank(scored, limit, exclude);
}

/**
 * Onboarding's rule: the exact name or synonym; otherwise the first fuzzy suggestion; otherwise null,
 * which the form reports as 'Invalid specialty'.
 */
export function resolveSpecialty(text: string): SpecialtyName | null {
  return findSpecialty(text) ?? fuzzyMatchSpecialties(text, 1)[0] ?? null;
}
