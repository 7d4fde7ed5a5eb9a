export const SESSION_STORE = Symbol('SESSION_STORE');
export const SESSION_CACHE = Symbol('SESSION_CACHE');

/** About 20 MB at most: an account with its lists is a few kilobytes. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
