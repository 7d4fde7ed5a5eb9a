/**
 * What a log line must never hold: a nurse's email address, a cookie's value, a bearer token, a
 * password, or the token of a link that works without signing in (a shared packet, an unsubscribe
 * link, a calendar feed, a password reset). Log lines name nurses by id and requests by route; these
 * rules catch what slips through anyway, such as a driver's error quoting the value it refused.
 */

export const REDACTED = '[redacted]';

/** Fields whose values are never written, wherever scrubValue meets them in a logged object (`err.email`). */
const SECRET_FIELDS = new Set(['email', 'emails', 'recipient', 'to', 'password', 'token', 'cookie', 'authorization', 'set-cookie']);

/**
 * pino's `redact` paths for the headers of a request or response logged through pino's own serializers,
 * which scrubValue leaves alone. Fixed paths only: a wildcard path makes pino look through every field
 * of every line, which costs each request's log line more than the rest of its logging.
 */
export const REDACTED_PATHS: string[] = ['req', 'res', 'request', 'response'].flatMap((holder) =>
  ['cookie', 'authorization', 'set-cookie'].map((header) => `${holder}.headers["${header}"]`),
);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
/** The session cookies (sid, admin_sid) and any other `name=value` that names a secret. */
const SECRET_ASSIGNMENT = /\b((?:admin_)?sid|token|password|secret)=[^\s;&,"']+/gi;
/** The segment after a route that takes a token (as the routes declare it): /api/packets/:token, /unsubscribe/:token, ... */
const TOKEN_SEGMENT = /(?<!credentials)(\/(?:api\/)?(?:packets?|unsubscribe|credentials\/calendar-feed)\/)(?!:)[^/?#\s"']+/gi;

/** Whether `text` may hold anything scrubText replaces: most log strings (routes, ids, statuses) do not, and skip the replacements. */
const MAY_HOLD_SECRET = /@|=|bearer|packet|unsubscribe|calendar-feed/i;

/** `text` with email addresses, bearer tokens, cookie values and link tokens replaced. */
export function scrubText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(EMAIL, '[email]')
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_ASSIGNMENT, `$1=${REDACTED}`)
    .replace(TOKEN_SEGMENT, '$1:token');
}

/** How deep `scrubValue` looks into objects and arrays: a logged error's properties, a driver's parameters. */
const MAX_DEPTH = 3;

/**
 * `value` with scrubText applied to every string in it and the values of SECRET_FIELDS censored, as a
 * copy; errors, dates and the like are left to their serializers.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1)]),
  );
}
