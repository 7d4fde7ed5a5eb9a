/** The least length of a secret that keys HMACs. */
export const SECRET_MIN_LENGTH = 32;

/** How a person gets a good value, for the messages that refuse one. */
export const SECRET_ADVICE = 'use a long random value, such as the output of `openssl rand -base64 48`';

/**
 * Words of the values documentation and sample files ship (lower case, letters and digits only): such
 * a value is public, so anything signed with it can be forged.
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'changethis',
  'replaceme',
  'replacethis',
  'placeholder',
  'example',
  'yoursecret',
  'secrethere',
  'atleast',
  'randomchar',
  'notsecret',
  'insecure',
];

/** Fewer distinct characters than this is a pattern (32 random hex digits have fewer about once in 10,000). */
const MIN_DISTINCT_CHARACTERS = 10;

/** A whole value made of one shorter chunk repeated, such as `abc123abc123…`. */
const REPEATED_CHUNK = /^(.{1,16}?)\1+$/s;

/** Share of neighbouring characters that are equal or consecutive (`aaaa`, `abcd`, `4321`) above which a value is a run. */
const MAX_RUN_SHARE = 0.5;

function runShare(value: string): number {
  let steps = 0;
  for (let i = 1; i < value.length; i++) if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) steps++;
  return steps / (value.length - 1);
}

/**
 * Why a value is a known placeholder, or undefined when it is none. Any secret an operator chooses (a
 * password, a key, a token) is held to this: a value documentation or a sample file shows is public.
 */
export function placeholderProblem(value: string): string | undefined {
  const letters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const placeholder = PLACEHOLDER_WORDS.find((word) => letters.includes(word));
  return placeholder && `is a placeholder (it reads "${placeholder}"), public to anyone who has seen the sample`;
}

/**
 * What is wrong with a secret that keys HMACs (session token digests, unsubscribe links), or undefined
 * when it will do: it must be long, no placeholder, and not a pattern a person typed.
 */
export function secretWeakness(value: string): string | undefined {
  if (value.length < SECRET_MIN_LENGTH) return `must be at least ${SECRET_MIN_LENGTH} characters`;
  const placeholder = placeholderProblem(value);
  if (placeholder) return placeholder;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || REPEATED_CHUNK.test(value) || runShare(value) > MAX_RUN_SHARE) {
    return 'has too little variety to be a random value';
  }
  return undefined;
}
