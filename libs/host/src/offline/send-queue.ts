import { API_PATHS } from '@nurse/api-client';
import type { QueuedMessage } from './offline-db';

/** What became of one attempt to send a queued message. */
export type SendOutcome = { kind: 'sent' } | { kind: 'retry-later' } | { kind: 'refused'; message: string };

/** How the queue ended this time: all sent, waiting for the connection, or stopped at a refused message. */
export type QueueOutcome = 'sent' | 'waiting' | 'refused';

export interface QueueStore {
  remove(key: string): Promise<void>;
  refuse(key: string, message: string): Promise<void>;
}

/**
 * Sends the queue in the order written, one at a time. Her one queue holds her pair and group messages
 * together, so none overtakes a message she wrote before it. A sent message leaves the queue; a
 * failure of the connection or the server stops here, to try again later with the same keys; a
 * message the server refuses (4xx) is marked with its reason and stops the queue, so the messages
 * after it are never delivered before it.
 */
export async function sendQueue(
  queue: readonly QueuedMessage[],
  send: (message: QueuedMessage) => Promise<SendOutcome>,
  store: QueueStore,
): Promise<QueueOutcome> {
  for (const message of queue) {
    if (message.refusal !== undefined) return 'refused';
    const outcome = await send(message);
    if (outcome.kind === 'retry-later') return 'waiting';
    if (outcome.kind === 'refused') {
      await store.refuse(message.key, outcome.message);
      return 'refused';
    }
    await store.remove(message.key);
  }
  return 'sent';
}

/**
 * The two 409s of a repeated Idempotency-Key (backend/src/idempotency/idempotency-key-header.ts): the
 * message was stored though its answer was lost (it must not be sent again), or the first attempt is
 * still being processed (try later). Any other 409 is a refusal (a message request already pending).
 */
const CARRIED_OUT = /was carried out/i;
const STILL_PROCESSING = /still being processed/i;
/** Answers that say "later", not "no": the session (signed out, handled by the app), timeouts, rate limits. */
const LATER_STATUSES = new Set([401, 408, 425, 429]);

/**
 * Where a queued message goes and what is posted there: a pair message to POST /api/messages, a group
 * message to POST /api/groups/:groupId/messages. The body is the one the composer posts online
 * (use-send-message.ts), so a message queued after an attempt whose answer was lost repeats that
 * attempt's request under its key rather than being refused as another one.
 */
function sendRequest(message: QueuedMessage): { address: string; body: Record<string, unknown> } {
  const confirmation = message.patientInformationConfirmed ? { patientInformationConfirmed: true } : {};
  if (message.groupId !== undefined) {
    return { address: API_PATHS.groupMessages(message.groupId), body: { content: message.content, ...confirmation } };
  }
  return {
    address: API_PATHS.messages,
    body: { fromUserId: message.userId, toUserId: message.toUserId, content: message.content, ...confirmation },
  };
}

/**
 * POSTs one queued message (a pair's or a group's, `sendRequest`) with its own Idempotency-Key, read as
 * a SendOutcome: 2xx sent; no answer, 5xx and "try again" answers later; any other 4xx refused with the
 * server's message.
 */
export async function postQueuedMessage(message: QueuedMessage, fetchFn: typeof fetch = fetch): Promise<SendOutcome> {
  const { address, body } = sendRequest(message);
  let response: Response;
  try {
    response = await fetchFn(address, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': message.key },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'retry-later' };
  }
  if (response.ok) return { kind: 'sent' };
  if (response.status >= 500 || LATER_STATUSES.has(response.status)) return { kind: 'retry-later' };
  const reason = await refusalMessage(response);
  if (response.status === 409 && CARRIED_OUT.test(reason)) return { kind: 'sent' };
  if (response.status === 409 && STILL_PROCESSING.test(reason)) return { kind: 'retry-later' };
  return { kind: 'refused', message: reason };
}

async function refusalMessage(response: Response): Promise<string> {
  const fallback = 'The message could not be sent.';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (Array.isArray(body.message)) return body.message.filter((part) => typeof part === 'string').join('. ') || fallback;
  } catch {
    // not JSON
  }
  return fallback;
}
