/** Reading failed calls. Kept apart from base-query.ts so that reading errors never pulls in RTK Query. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function messageFromBody(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part.trim().length > 0);
    if (parts.length > 0) return parts.join('. ');
  }
  return null;
}

function messageFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    const message = messageFromBody(parsed);
    if (message) return message;
    if (isRecord(parsed)) return null;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return trimmed;
}

/**
 * The text to show for a failed call (the general rule): the `message` of a JSON body,
 * otherwise the raw body text, otherwise the HTTP status text, otherwise `fallback`.
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (!isRecord(error)) return fallback;
  const { data } = error;
  const fromBody = typeof data === 'string' ? messageFromText(data) : messageFromBody(data);
  if (fromBody) return fromBody;
  if (typeof error['statusText'] === 'string' && error['statusText'].trim()) return error['statusText'];
  return fallback;
}

/** The request never got an HTTP answer (offline, DNS, refused connection, timeout). */
export function isNetworkError(error: unknown): boolean {
  return isRecord(error) && (error['status'] === 'FETCH_ERROR' || error['status'] === 'TIMEOUT_ERROR');
}

/** The HTTP status of a failed call, or null when there was no HTTP answer. */
export function httpStatusOf(error: unknown): number | null {
  if (!isRecord(error)) return null;
  if (typeof error['status'] === 'number') return error['status'];
  if (typeof error['originalStatus'] === 'number') return error['originalStatus'];
  return null;
}

/**
 * The description of a failure toast: the server's own message when it refused the request (4xx: a
 * validation rule, a taken email, a limit reached), otherwise the screen's fixed text.
 */
export function failureDescription(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500 ? readErrorMessage(error, fallback) : fallback;
}
