import { UnavailableError } from './domain-errors';

/**
 * Error codes that say the database or Redis could not be reached or dropped the connection, as
 * opposed to refusing a statement: Node's socket errors, and mysql2's lost connection, timed-out
 * statement and full server.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
]);

/** ioredis and BullMQ say so by the error's name; mysql2 and ioredis by these messages. */
const CONNECTION_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'ConnectionClosedError', 'ConnectionIsNotSetError']);
const CONNECTION_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable",
  'Pool is closed.',
  "Can't add new command when connection is in closed state",
];

/** How far wrapped errors (TypeORM's driverError, `cause`, an AggregateError's errors) are followed. */
const MAX_DEPTH = 4;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  fatal?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Node's socket errors as their messages name them ("connect ECONNREFUSED 10.0.0.5:9000"). */
const SOCKET_ERROR_IN_MESSAGE =
  /\b(?:connect|read|write|getaddrinfo) (?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)\b/;

function saysUnreachable(error: ErrorLike): boolean {
  if (typeof error.code === 'string' && CONNECTION_CODES.has(error.code)) return true;
  if (typeof error.name === 'string' && CONNECTION_ERROR_NAMES.has(error.name)) return true;
  // mysql2 marks every error after which the connection is unusable as fatal.
  if (error.fatal === true) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  // A wrapper that keeps only the text of a socket error (the AWS SDK's, for a bucket out of reach).
  return CONNECTION_MESSAGES.some((known) => message.startsWith(known)) || SOCKET_ERROR_IN_MESSAGE.test(message);
}

function wrapped(error: ErrorLike): unknown[] {
  const inner = [error.driverError, error.cause];
  if (Array.isArray(error.errors)) inner.push(...(error.errors as unknown[]));
  return inner.filter((candidate) => candidate !== undefined && candidate !== null);
}

/**
 * Whether an error means the database, Redis or the object store is out of reach for now (down,
 * restarting, full or too slow), so that the request may succeed in a moment: answered with 503, not a 500 or a sign-out.
 */
export function isUnavailability(error: unknown, depth = 0): boolean {
  if (error instanceof UnavailableError) return true;
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const candidate = error as ErrorLike;
  return saysUnreachable(candidate) || wrapped(candidate).some((inner) => isUnavailability(inner, depth + 1));
}
