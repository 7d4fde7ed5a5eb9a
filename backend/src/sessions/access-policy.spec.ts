import { ERRORS, STAFF_ERRORS, type StaffRole } from '@nurse/domain';
import { ForbiddenError, NotSignedInError } from '../common/domain-errors';
import type { RequestAuth } from '../common/request-context';
import type { UserEntity } from '../modules/users/entities/user.entity';
import type { AccessRule } from './access.decorator';
import { accessRefusal, sessionsNeeded } from './access-policy';

const nurse = (id: number, accountStatus: 'live' | 'pending'): RequestAuth => ({
  user: { id, accountStatus } as UserEntity,
  userSessionId: `session-${id}`,
  isAdmin: false,
  adminSessionId: null,
  staff: null,
});
const anonymous: RequestAuth = { user: null, userSessionId: null, isAdmin: false, adminSessionId: null, staff: null };
const staffAs = (role: StaffRole, secondFactorOn = true): RequestAuth => ({
  ...anonymous,
  isAdmin: secondFactorOn,
  adminSessionId: 'admin-session',
  staff: { id: 1, email: 'staff@example.org', name: 'Staff', role, secondFactorOn },
});
const admin = staffAs('owner');

/** What a caller gets under a rule on /users/7: 'ok', or the refusal's class and message. */
function outcome(rule: AccessRule, auth: RequestAuth, id = '7'): string {
  const refusal = accessRefusal(rule, auth, { id });
  return refusal ? `${refusal.constructor.name}: ${refusal.message}` : 'ok';
}

const unauthenticated = `${NotSignedInError.name}: ${ERRORS.notSignedIn}`;
const notOwner = `${ForbiddenError.name}: ${ERRORS.forbidden}`;
const waitlisted = `${ForbiddenError.name}: ${ERRORS.waitlistOnly}`;

describe('access rules', () => {
  const callers = { anonymous, pendingOwner: nurse(7, 'pending'), liveOther: nurse(8, 'live'), pendingOther: nurse(9, 'pending'), admin };

  it.each<[AccessRule, Record<keyof typeof callers, string>]>([
    [{ level: 'public' }, { anonymous: 'ok', pendingOwner: 'ok', liveOther: 'ok', pendingOther: 'ok', admin: 'ok' }],
    [{ level: 'anyone' }, { anonymous: 'ok', pendingOwner: 'ok', liveOther: 'ok', pendingOther: 'ok', admin: 'ok' }],
    [{ level: 'nurse' }, { anonymous: unauthenticated, pendingOwner: 'ok', liveOther: 'ok', pendingOther: 'ok', admin: unauthenticated }],
    [
      { level: 'live-nurse' },
      { anonymous: unauthenticated, pendingOwner: waitlisted, liveOther: 'ok', pendingOther: waitlisted, admin: unauthenticated },
    ],
    [
      { level: 'admin' },
      {
        anonymous: `${NotSignedInError.name}: ${ERRORS.adminRequired}`,
        pendingOwner: `${NotSignedInError.name}: ${ERRORS.adminRequired}`,
        liveOther: `${NotSignedInError.name}: ${ERRORS.adminRequired}`,
        pendingOther: `${NotSignedInError.name}: ${ERRORS.adminRequired}`,
        admin: 'ok',
      },
    ],
    [{ level: 'nurse-or-admin' }, { anonymous: unauthenticated, pendingOwner: 'ok', liveOther: 'ok', pendingOther: 'ok', admin: 'ok' }],
    [
      { level: 'owner', ownerParam: 'id' },
      { anonymous: unauthenticated, pendingOwner: 'ok', liveOther: notOwner, pendingOther: notOwner, admin: unauthenticated },
    ],
    [
      { level: 'owner-or-admin', ownerParam: 'id' },
      { anonymous: unauthenticated, pendingOwner: 'ok', liveOther: notOwner, pendingOther: notOwner, admin: 'ok' },
    ],
    [
      { level: 'owner-or-live-nurse', ownerParam: 'id' },
      { anonymous: unauthenticated, pendingOwner: 'ok', liveOther: 'ok', pendingOther: waitlisted, admin: unauthenticated },
    ],
    [
      { level: 'live-owner', ownerParam: 'id' },
      { anonymous: unauthenticated, pendingOwner: waitlisted, liveOther: notOwner, pendingOther: notOwner, admin: unauthenticated },
    ],
  ])('%o', (rule, expected) => {
    const actual = Object.fromEntries(Object.entries(callers).map(([name, auth]) => [name, outcome(rule, auth)]));
    expect(actual).toEqual(expected);
  });

  it('lets a live owner use a live-owner route', () => {
    expect(outcome({ level: 'live-owner', ownerParam: 'id' }, nurse(7, 'live'))).toBe('ok');
  });

  it('leaves a malformed user id to the route pipe instead of deciding ownership on it', () => {
    for (const id of ['abc', '1e3', '1.5', ' ']) expect(outcome({ level: 'owner', ownerParam: 'id' }, nurse(8, 'live'), id)).toBe('ok');
    expect(outcome({ level: 'owner', ownerParam: 'id' }, anonymous, 'abc')).toBe(unauthenticated);
  });

  it("refuses whole numbers that are not the nurse's id, however they are written", () => {
    for (const id of ['-8', '0', '99999999999999999999'])
      expect(outcome({ level: 'owner', ownerParam: 'id' }, nurse(8, 'live'), id)).toBe(notOwner);
    expect(outcome({ level: 'owner', ownerParam: 'id' }, nurse(8, 'live'), '08')).toBe('ok');
  });

  it('lets the owner use every admin route, another role only the routes naming it', () => {
    const roles: StaffRole[] = ['moderator'];
    const refused = `${ForbiddenError.name}: ${STAFF_ERRORS.roleRefused}`;
    const staffOutcome = (rule: AccessRule, auth: RequestAuth, routeRoles?: StaffRole[]) => {
      const refusal = accessRefusal(rule, auth, { id: '7' }, routeRoles);
      return refusal ? `${refusal.constructor.name}: ${refusal.message}` : 'ok';
    };
    expect(staffOutcome({ level: 'admin' }, staffAs('owner'), roles)).toBe('ok');
    expect(staffOutcome({ level: 'admin' }, staffAs('moderator'), roles)).toBe('ok');
    expect(staffOutcome({ level: 'admin' }, staffAs('support'), roles)).toBe(refused);
    // A route naming no role is the owner's alone.
    expect(staffOutcome({ level: 'admin' }, staffAs('moderator'))).toBe(refused);
    expect(staffOutcome({ level: 'owner-or-admin', ownerParam: 'id' }, staffAs('jobs'), roles)).toBe(refused);
    expect(staffOutcome({ level: 'nurse-or-admin' }, staffAs('jobs'), roles)).toBe(refused);
    expect(staffOutcome({ level: 'nurse-or-admin' }, nurse(8, 'live'), roles)).toBe('ok');
  });

  it('lets a staff person without a second factor only set one up', () => {
    const setUpFirst = `${ForbiddenError.name}: ${STAFF_ERRORS.secondFactorNeeded}`;
    expect(outcome({ level: 'admin' }, staffAs('owner', false))).toBe(setUpFirst);
    expect(outcome({ level: 'nurse-or-admin' }, staffAs('owner', false))).toBe(setUpFirst);
    expect(outcome({ level: 'staff' }, staffAs('owner', false))).toBe('ok');
    expect(outcome({ level: 'staff' }, anonymous)).toBe(`${NotSignedInError.name}: ${ERRORS.adminRequired}`);
  });

  it('looks up only the sessions a rule can use', () => {
    expect(sessionsNeeded({ level: 'admin' })).toEqual({ nurse: false, admin: true });
    expect(sessionsNeeded({ level: 'owner', ownerParam: 'id' })).toEqual({ nurse: true, admin: false });
    expect(sessionsNeeded({ level: 'owner-or-admin', ownerParam: 'id' })).toEqual({ nurse: true, admin: true });
    expect(sessionsNeeded({ level: 'public' })).toEqual({ nurse: true, admin: true });
    expect(sessionsNeeded({ level: 'anyone' })).toEqual({ nurse: false, admin: false });
  });
});
