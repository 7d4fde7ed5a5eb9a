import { ERRORS, STAFF_ERRORS, type StaffRole } from '@nurse/domain';
import { DomainError, ForbiddenError, NotSignedInError } from '../common/domain-errors';
import type { RequestAuth } from '../common/request-context';
import type { AccessRule } from './access.decorator';

/** Which sessions the guard must look up to decide a rule. */
export function sessionsNeeded(rule: AccessRule): { nurse: boolean; admin: boolean } {
  switch (rule.level) {
    case 'anyone':
      return { nurse: false, admin: false };
    case 'staff':
    case 'admin':
      return { nurse: false, admin: true };
    case 'nurse':
    case 'live-nurse':
    case 'owner':
    case 'owner-or-live-nurse':
    case 'live-owner':
      return { nurse: true, admin: false };
    case 'public':
    case 'nurse-or-admin':
    case 'owner-or-admin':
      return { nurse: true, admin: true };
  }
}

/**
 * A user id as written in a route: a whole number, which is someone's id or no one's. Anything else
 * is left to the route's own pipe, which refuses it with a 400.
 */
function routeUserId(raw: unknown): number | null {
  return typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * Whether the staff person may act as administrator on a route for `roles` (the owner always, and only
 * the owner on a route that names none): null when she may, otherwise the refusal. Until her second
 * factor is on she may only set it up.
 */
export function adminRefusal(auth: RequestAuth, roles: readonly StaffRole[] | undefined): DomainError | null {
  const { staff } = auth;
  if (!staff) return new NotSignedInError(ERRORS.adminRequired);
  if (!staff.secondFactorOn) return new ForbiddenError(STAFF_ERRORS.secondFactorNeeded);
  if (staff.role === 'owner' || roles?.includes(staff.role)) return null;
  return new ForbiddenError(STAFF_ERRORS.roleRefused);
}

/**
 * Whether the caller may use a route under its rule: null when allowed, otherwise the refusal.
 * Someone not signed in as what the rule needs is told to sign in; a nurse who is signed in but
 * not allowed is refused. `roles` are the staff roles of an administrator route (see `StaffRole`).
 */
export function accessRefusal(
  rule: AccessRule,
  auth: RequestAuth,
  params: Record<string, unknown>,
  roles?: readonly StaffRole[],
): DomainError | null {
  const { user, staff } = auth;
  // Asked only by the rules that admit staff: a refusal is an Error, whose stack costs every request that builds one.
  const admin = () => adminRefusal(auth, roles);
  const isOwner = (ownerParam: string): boolean => {
    const id = routeUserId(params[ownerParam]);
    return id === null || user?.id === id;
  };
  switch (rule.level) {
    case 'public':
    case 'anyone':
      return null;
    case 'nurse':
      return user ? null : new NotSignedInError();
    case 'live-nurse':
      if (!user) return new NotSignedInError();
      return user.accountStatus === 'live' ? null : new ForbiddenError(ERRORS.waitlistOnly);
    case 'staff':
      return staff ? null : new NotSignedInError(ERRORS.adminRequired);
    case 'admin':
      return admin();
    case 'nurse-or-admin':
      if (user) return null;
      return staff ? admin() : new NotSignedInError();
    case 'owner':
      if (!user) return new NotSignedInError();
      return isOwner(rule.ownerParam) ? null : new ForbiddenError();
    case 'owner-or-admin': {
      const staffRefusal = staff ? admin() : null;
      if (staff && staffRefusal === null) return null;
      if (!user) return staffRefusal ?? new NotSignedInError();
      return isOwner(rule.ownerParam) ? null : new ForbiddenError();
    }
    case 'owner-or-live-nurse':
      if (!user) return new NotSignedInError();
      return isOwner(rule.ownerParam) || user.accountStatus === 'live' ? null : new ForbiddenError(ERRORS.waitlistOnly);
    case 'live-owner':
      if (!user) return new NotSignedInError();
      if (!isOwner(rule.ownerParam)) return new ForbiddenError();
      return user.accountStatus === 'live' ? null : new ForbiddenError(ERRORS.waitlistOnly);
  }
}
