/**
 * Reading a question about where she may work: the US states it names (full names in any case, and
 * two-letter codes where they cannot be an ordinary word) and whether it asks if her licences let her
 * practise there. Pure, so every phrasing is checked in practice-question.spec.ts.
 */
import { US_STATES } from '@nurse/domain';

/** Longest names first, so 'West Virginia' is read before 'Virginia' and 'New Mexico' before nothing shorter. */
const NAMES = [...US_STATES].sort((a, b) => b.name.length - a.name.length);
const CODES = new Set<string>(US_STATES.map((state) => state.code));
/** Words after which a lower-case two-letter code reads as a state ('work in fl', 'move to tx'). */
const BEFORE_LOWER_CODE = new Set(['in', 'to', 'from']);
/** Two-letter codes that are also ordinary lower-case words, never read as states when written in lower case. */
const LOWER_CASE_WORDS = new Set([
  'in',
  'me',
  'or',
  'ok',
  'hi',
  'oh',
  'la',
  'de',
  'id',
  'al',
  'ma',
  'pa',
  'mo',
  'ne',
  'co',
  'ar',
  'ga',
  'va',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The state codes a question names, in the order it names them, without repeats. A code counts in capitals
 * ('FL', not after 'the': 'the OR' is an operating room) or in lower case after 'in', 'to' or 'from'
 * when it is not also a common word.
 */
export function statesMentioned(question: string): string[] {
  const found: Array<[number, string]> = [];
  let rest = question;
  for (const { code, name } of NAMES) {
    const pattern = new RegExp(`\\b${escape(name)}\\b`, 'gi');
    for (const match of rest.matchAll(pattern)) found.push([match.index, code]);
    rest = rest.replace(pattern, (text) => ' '.repeat(text.length));
  }
  const tokens = [...rest.matchAll(/[A-Za-z]+/g)];
  tokens.forEach((token, index) => {
    const word = token[0];
    if (word.length !== 2 || !CODES.has(word.toUpperCase())) return;
    const before = index > 0 ? tokens[index - 1][0].toLowerCase() : '';
    const capitals = word === word.toUpperCase() && before !== 'the';
    const lower = word === word.toLowerCase() && BEFORE_LOWER_CODE.has(before) && !LOWER_CASE_WORDS.has(word);
    if (capitals || lower) found.push([token.index, word.toUpperCase()]);
  });
  return [...new Set(found.sort(([a], [b]) => a - b).map(([, code]) => code))];
}

/** The state a tool argument names ('Florida', 'fl', ' FL '), or null. */
export function stateArgument(value: string): string | null {
  const text = value.trim();
  if (CODES.has(text.toUpperCase()) && text.length === 2) return text.toUpperCase();
  return US_STATES.find((state) => state.name.toLowerCase() === text.toLowerCase())?.code ?? null;
}

const WHERE_CAN_I = /\bwhere (?:can|could|may|am) i (?:work|practise|practice|nurse|licensed|covered|allowed)\b/;
const ASKS_ABOUT_HER = /\b(?:can|could|may|am|do) i\b|\bam i allowed\b|\bmy licen[cs]e\b/;
const WORK_WORDS =
  /\b(?:work|working|practise|practice|practising|practicing|job|jobs|travel|assignment|assignments|contract|nurse|nursing|covered|licensed|allowed|shift|shifts)\b/;

/**
 * True when the question asks whether, or where, her licences let her practise: 'can I work in Florida?',
 * 'where can I practise?', 'can I take a travel job in Texas'. A state named without asking about her
 * ('jobs in Texas', 'does the NLC cover California?') is not such a question.
 */
export function asksWhereSheCanPractise(question: string): boolean {
  const text = question.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ');
  if (WHERE_CAN_I.test(text)) return true;
  return statesMentioned(question).length > 0 && ASKS_ABOUT_HER.test(text) && WORK_WORDS.test(text);
}
