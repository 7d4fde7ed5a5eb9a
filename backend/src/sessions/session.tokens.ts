export const SESSION_STORE = Symbol('SESSION_STORE');
