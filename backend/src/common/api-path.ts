/**
 * Express matches routes and mount paths without regard to case, so `/API/auth/me` reaches the same
 * handler as `/api/auth/me`: these tests ignore case too, or such a request would get the pages'
 * headers (their CSP, a cacheable answer) on the API's data.
 */
const API_PATH = /^\/api(?:\/|$)/i;
const API_DOCS_PATH = /^\/api\/docs(?:[/-]|$)/i;

/** Whether a request path is the API's (everything else is the front ends and the remotes manifest). */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/** Swagger UI and its document under /api/docs: a page, not an API answer. */
export function isApiDocsPath(path: string): boolean {
  return API_DOCS_PATH.test(path);
}
