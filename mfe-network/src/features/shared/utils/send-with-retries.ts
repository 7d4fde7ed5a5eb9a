import { httpStatusOf, isNetworkError } from '@nurse/api-client';

/** The waits before each retry of a send that failed for a network reason: three retries in about five seconds. */
export const SEND_RETRY_DELAYS_MS: readonly number[] = [500, 1500, 3500];

/** Answers from a proxy or gateway that could not reach the API, or an API instance going away. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * A failure a retry may cure: no answer at all, or a gateway's. The request may still have reached
 * the server, so it is retried only with the same Idempotency-Key.
 */
export function isRetryableSendFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  return isNetworkError(error) || (status !== null && GATEWAY_STATUSES.has(status));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt`, again after each delay while it fails for a network reason; any other failure ends it at once. */
export async function sendWithRetries<T>(
  attempt: () => Promise<T>,
  delays: readonly number[] = SEND_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= delays.length || !isRetryableSendFailure(error)) throw error;
      await wait(delays[retry]);
    }
  }
}
