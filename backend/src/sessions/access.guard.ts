import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS } from '@nurse/domain';
import { ForbiddenError } from '../common/domain-errors';
import type { AppRequest } from '../common/request-context';
import type { StaffRole } from '@nurse/domain';
import { ACCESS_KEY, STAFF_ROLE_KEY, type AccessRule } from './access.decorator';
import { accessRefusal, sessionsNeeded } from './access-policy';
import { NurseActivitySignal } from './nurse-activity.signal';
import { AdminSessionGuard, NurseSessionGuard } from './session-auth.guard';
import type { AdminPrincipal } from './strategies/admin-session.strategy';
import type { NursePrincipal } from './strategies/nurse-session.strategy';
import { setActingStaff } from './staff-member';

/**
 * The one global guard: reads the route's access rule, authenticates the sessions that rule needs
 * through their Passport strategies, attaches the caller to the request and enforces the rule.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly nurseSession: NurseSessionGuard,
    private readonly adminSession: AdminSessionGuard,
    private readonly activity: NurseActivitySignal,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, targets);
    if (!rule) throw new ForbiddenError(ERRORS.noAccessRule);
    const roles = this.reflector.getAllAndOverride<readonly StaffRole[] | undefined>(STAFF_ROLE_KEY, targets);
    const req = context.switchToHttp().getRequest<AppRequest>();
    const needed = sessionsNeeded(rule);
    // A route open to anyone is decided at once, without waiting on a session lookup.
    if (!needed.nurse && !needed.admin) return this.decide(rule, roles, req, null, null);
    // Most rules need one kind of session: that lookup alone, without a Promise.all around it.
    if (!needed.admin) return this.nurseSession.principal(context).then((nurse) => this.decide(rule, roles, req, nurse, null));
    if (!needed.nurse) return this.adminSession.principal(context).then((admin) => this.decide(rule, roles, req, null, admin));
    return Promise.all([this.nurseSession.principal(context), this.adminSession.principal(context)]).then(([nurse, admin]) =>
      this.decide(rule, roles, req, nurse, admin),
    );
  }

  /** Attaches the caller to the request and enforces the rule. */
  private decide(
    rule: AccessRule,
    roles: readonly StaffRole[] | undefined,
    req: AppRequest,
    nurse: NursePrincipal | null,
    admin: AdminPrincipal | null,
  ): boolean {
    const staff = admin?.staff ?? null;
    req.auth = {
      user: nurse?.user ?? null,
      userSessionId: nurse?.sessionId ?? null,
      isAdmin: Boolean(staff?.secondFactorOn),
      adminSessionId: admin?.sessionId ?? null,
      staff,
    };
    setActingStaff(staff);
    const refusal = accessRefusal(rule, req.auth, req.params, roles);
    if (refusal) throw refusal;
    if (nurse) this.activity.seen(nurse.user.id);
    return true;
  }
}
