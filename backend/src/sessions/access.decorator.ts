import { SetMetadata } from '@nestjs/common';
import type { StaffRole as Role } from '@nurse/domain';

/**
 * Who may call a route. Every route declares one; the global access guard refuses routes that do not.
 * - public: anyone, signed in or not; the caller's sessions are read (sign-in, sign-out)
 * - anyone: anyone, and the route never learns who: no session is read (health, public media)
 * - nurse: a signed-in nurse, pending or live
 * - live-nurse: a signed-in nurse whose account is live
 * - staff: a staff person's session, whether or not her second factor is on (sign-out, setting it up)
 * - admin: a staff person with her second factor on, whose role `@StaffRole` allows (the owner only without it)
 * - nurse-or-admin: either
 * The owner levels name the route parameter holding a user id; only that user is the owner, and an
 * administrator session is never an owner:
 * - owner: the owner only
 * - owner-or-admin: the owner or an administrator
 * - owner-or-live-nurse: the owner (pending or live), or any live nurse
 * - live-owner: the owner, once her account is live (the network's routes)
 */
export type AccessLevel = 'public' | 'anyone' | 'nurse' | 'live-nurse' | 'staff' | 'admin' | 'nurse-or-admin';
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

export const STAFF_ROLE_KEY = 'staff-role';

/**
 * The staff roles an administrator route is for, on top of its access level; the owner may use every
 * route, and a route without this decorator is hers alone. On a route nurses use too, it limits only
 * the administrators calling it.
 */
export function StaffRole(...roles: Exclude<Role, 'owner'>[]): ClassDecorator & MethodDecorator {
  return SetMetadata<string, readonly Role[]>(STAFF_ROLE_KEY, roles);
}
