import { httpStatusOf, readErrorMessage } from '@nurse/api-client';

/**
 * The description of a failure toast: the server's own message when it refused the request (4xx: a
 * validation rule, a taken email, a file it will not take), otherwise the screen's fixed text.
 */
export function failureDescription(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500 ? readErrorMessage(error, fallback) : fallback;
}
