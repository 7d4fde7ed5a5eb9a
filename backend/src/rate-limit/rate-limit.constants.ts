/** Rate-limited actions; each is limited per client IP and, where it names one, per account. */
export const RATE_LIMITED_ACTIONS = ['login', 'register', 'forgot-password', 'reset-password', 'admin-login', 'invites'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export const RATE_LIMIT_KEY = 'rate-limit';
