import { InvalidInputError } from '../common/domain-errors';

/** The request header that names a retry-safe request. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The response header set on an answer replayed from a key rather than worked out again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores, such as a UUID.',
  nurseOnly: 'The Idempotency-Key header is accepted only on requests made by a signed-in nurse.',
  otherRequest:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request, or the same body to repeat the first one.',
  stillProcessing: 'A request with this key is still being processed; try again in a moment.',
  answerLost: 'The request with this key was carried out, but its answer was lost. Do not send it again: reload to see the result.',
} as const;

/**
 * The key a request carries, or undefined when it carries none. A header sent twice arrives joined
 * by a comma, which the pattern refuses like any other malformed key.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new InvalidInputError(IDEMPOTENCY_MESSAGES.badKey);
  return header;
}
