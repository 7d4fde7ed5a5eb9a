/**
 * Reading a question about continuing-education hours: whether it asks how many hours a board requires
 * ('How many CE hours do I need in Texas?', 'what are the continuing education requirements for my RN
 * licence in Ohio') and which licence types it names. Pure, so every phrasing is checked in its spec.
 */
import type { CeLicenceType } from '@nurse/catalogue';

const CE_WORDS = /\b(?:ce|ces|ceu|ceus|cne|continuing (?:nursing )?education|contact hours?|continuing competency|continued competency)\b/;
const ASKS_WHAT_IS_REQUIRED =
  /\b(?:how many|how much|need|needs|needed|require|required|requires|requirement|requirements|rule|rules|renew|renewal|mandatory)\b/;

/** True when the question asks what continuing education a board requires. */
export function asksAboutCeHours(question: string): boolean {
  const text = question.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ');
  return CE_WORDS.test(text) && ASKS_WHAT_IS_REQUIRED.test(text);
}

const TYPE_WORDS: ReadonlyArray<readonly [CeLicenceType, RegExp]> = [
  ['RN', /\b(?:rn|rns|registered nurses?)\b/],
  ['LPN', /\b(?:lpn|lpns|lvn|lvns|practical nurses?|vocational nurses?)\b/],
  ['APRN', /\b(?:aprn|aprns|np|nps|nurse practitioners?|crna|cnm|cns|advanced practice)\b/],
];

/** The licence types a question names, in the product's order. */
export function ceLicenceTypesMentioned(question: string): CeLicenceType[] {
  const text = question.toLowerCase();
  return TYPE_WORDS.filter(([, words]) => words.test(text)).map(([type]) => type);
}
