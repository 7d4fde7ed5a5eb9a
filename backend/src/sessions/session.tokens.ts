export const SESSION_STORE = Symbol('SESSION_STORE');
export const SESSION_CACHE = Symbol('SESSION_CACHE');
