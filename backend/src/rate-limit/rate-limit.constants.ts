/** Rate-limited actions; each is limited per client IP and, where it names one, per account. */
export const RATE_LIMITED_ACTIONS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'admin-login',
  'invites',
  'uploads',
  'packet-links',
  'second-factor',
  'staff-join',
] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/**
 * Actions whose per-IP allowance is a multiple of RATE_LIMIT_PER_IP: a recipient opening shared packets
 * reads a page and a document per entry, and a hospital office behind one address opens several.
 */
export const IP_ALLOWANCE_FACTOR: Partial<Record<RateLimitedAction, number>> = { 'packet-links': 10 };

/** Actions whose failures are also counted from all clients together (see RateLimitService.assertFailuresBelow). */
export const FAILURE_LIMITED_ACTIONS = ['admin-login'] as const;
export type FailureLimitedAction = (typeof FAILURE_LIMITED_ACTIONS)[number];

/** Route metadata naming the action a route counts against. */
export const RATE_LIMIT_KEY = 'rate-limit';

/** The counter table of the database stores (used when Redis is not configured). */
export const RATE_LIMIT_TABLE = 'rate_limits';
