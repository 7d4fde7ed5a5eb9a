import { distance } from 'fastest-levenshtein';
import { asksAboutCeHours } from './ce-question';
import { asksWhereSheCanPractise } from './practice-question';

/** What a question to the assistant is about. */
export const INTENTS = [
  'greeting',
  'jobs',
  'learning',
  'certifications',
  'licence',
  'practice',
  'ce-hours',
  'find-nurses',
  'profile',
  'waitlist',
  'explore-specialty',
] as const;
export type Intent = (typeof INTENTS)[number] | 'unknown';

/**
 * Words that say what she is after, in the order intents are tried: a question about jobs in oncology is
 * about jobs, not about oncology in general. Multi-word cues match as phrases.
 */
const CUES: ReadonlyArray<readonly [Intent, readonly string[]]> = [
  ['waitlist', ['waitlist', 'waiting list', 'early access', 'invite', 'invites', 'invitation', 'my place', 'my position']],
  [
    'licence',
    [
      'licence',
      'license',
      'licensed',
      'compact',
      'multistate',
      'multi-state',
      'nlc',
      'enlc',
      'which states',
      'what states',
      'other states',
      'travel nurse',
      'travel nursing',
      'practise in',
      'practice in',
      'work in another state',
    ],
  ],
  [
    'certifications',
    ['certification', 'certifications', 'certified', 'certificate', 'certificates', 'credential', 'credentials', 'board certified', 'exam'],
  ],
  [
    'jobs',
    [
      'job',
      'jobs',
      'position',
      'positions',
      'opening',
      'openings',
      'hiring',
      'vacancy',
      'vacancies',
      'employer',
      'employers',
      'apply',
      'salary',
      'pay',
      'paid',
      'shift',
      'shifts',
    ],
  ],
  [
    'learning',
    [
      'course',
      'courses',
      'learn',
      'learning',
      'training',
      'class',
      'classes',
      'workshop',
      'workshops',
      'study',
      'ceu',
      'ceus',
      'continuing education',
      'program',
      'programs',
    ],
  ],
  [
    'find-nurses',
    ['connect', 'connections', 'network', 'networking', 'nurses', 'colleagues', 'mentor', 'mentors', 'people', 'meet', 'peers'],
  ],
  ['profile', ['profile', 'resume', 'résumé', 'cv', 'photo', 'linkedin', 'my details', 'update my']],
  ['explore-specialty', ['specialty', 'specialties', 'speciality', 'specialities', 'career', 'careers', 'path', 'explore']],
  ['greeting', ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'thanks', 'thank you']],
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9é-]+/)
    .filter((word) => word.length > 0);

/** A single word of the question matches a cue exactly or, for longer cues, with one slip ('certifcation'). */
function wordMatches(word: string, cue: string): boolean {
  if (word === cue) return true;
  return cue.length >= 6 && Math.abs(word.length - cue.length) <= 1 && distance(word, cue) <= 1;
}

function hasCue(words: readonly string[], phrase: string, cue: string): boolean {
  if (cue.includes(' ')) return phrase.includes(cue);
  return words.some((word) => wordMatches(word, cue));
}

/**
 * The intent of a question, from its wording; `mentionsSpecialty` lets a bare specialty ('oncology?') be
 * read as a wish to explore it. 'unknown' when nothing in it says what she is after.
 */
export function detectIntent(question: string, mentionsSpecialty: boolean): Intent {
  // 'How many CE hours do I need to work in Texas?' asks for the board's CE rule before where she may work.
  if (asksAboutCeHours(question)) return 'ce-hours';
  // 'Can I take a travel job in Texas?' asks about her licences before it asks about jobs.
  if (asksWhereSheCanPractise(question)) return 'practice';
  const words = wordsOf(question);
  const phrase = ` ${words.join(' ')} `;
  for (const [intent, cues] of CUES) {
    if (intent === 'greeting' && (mentionsSpecialty || words.length > 6)) continue;
    if (cues.some((cue) => hasCue(words, phrase, cue))) return intent;
  }
  // 'What is ICU nursing like?', 'I want to switch to the ER': any other question naming a specialty.
  return mentionsSpecialty ? 'explore-specialty' : 'unknown';
}
