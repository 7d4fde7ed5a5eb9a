/** How long a key is remembered: a retry within a day is answered from it; housekeeping removes older keys. */
export const IDEMPOTENCY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/** A key whose work is stored but still has no answer after this long was left by an instance that stopped mid-request: its answer is lost. */
export const IDEMPOTENCY_CLAIM_ABANDONED_MS = 2 * 60 * 1000;

/** How long a request waits for another request's answer to the same key, and how often it looks. */
export interface IdempotencyWaiting {
  waitMs: number;
  pollMs: number;
}

export const IDEMPOTENCY_WAITING = Symbol('IDEMPOTENCY_WAITING');

export const DEFAULT_IDEMPOTENCY_WAITING: IdempotencyWaiting = { waitMs: 5_000, pollMs: 100 };
