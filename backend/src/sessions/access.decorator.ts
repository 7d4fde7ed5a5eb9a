import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route declares one; the global access guard refuses routes that do not.
 * - public: anyone, signed in or not; the caller's sessions are read (sign-in, sign-out)
 * - anyone: anyone, and the route never learns who: no session is read (health, public media)
 * - nurse: a signed-in nurse, pending or live
 * - live-nurse: a signed-in nurse whose account is live
 * - admin: an administrator session
 * - nurse-or-admin: either
 * The owner levels name the route parameter holding a user id; only that user is the owner, and an
 * administrator session is never an owner:
 * - owner: the owner only
 * - owner-or-admin: the owner or an administrator
 * - owner-or-live-nurse: the owner (pending or live), or any live nurse
 * - live-owner: the owner, once her account is live (the network's routes)
 */
export type AccessLevel = 'public' | 'anyone' | 'nurse' | 'live-nurse' | 'admin' | 'nurse-or-admin';
export type OwnerAccessLevel = 'owner' | 'owner-or-admin' | 'owner-or-live-nurse' | 'live-owner';

export type AccessRule = { level: AccessLevel } | { level: OwnerAccessLevel; ownerParam: string };

export const ACCESS_KEY = 'access';

export function Access(level: AccessLevel): ClassDecorator & MethodDecorator;
export function Access(level: OwnerAccessLevel, ownerParam: string): ClassDecorator & MethodDecorator;
export function Access(level: AccessLevel | OwnerAccessLevel, ownerParam?: string): ClassDecorator & MethodDecorator {
  return SetMetadata<string, AccessRule>(
    ACCESS_KEY,
    ownerParam === undefined ? { level: level as AccessLevel } : { level: level as OwnerAccessLevel, ownerParam },
  );
}
