import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route must declare one; the guard refuses routes that do not.
 * - public: anyone
 * - nurse: a signed-in nurse (pending or live)
 * - admin: an administrator session
 * - nurse-or-admin: either
 */
export type AccessLevel = 'public' | 'nurse' | 'admin' | 'nurse-or-admin';

export const ACCESS_KEY = 'access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
