import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS } from '@nurse/domain';
import { ForbiddenError } from '../common/domain-errors';
import type { AppRequest } from '../common/request-context';
import { ACCESS_KEY, type AccessRule } from './access.decorator';
import { accessRefusal, sessionsNeeded } from './access-policy';
import { AdminSessionGuard, NurseSessionGuard } from './session-auth.guards';

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rule) throw new ForbiddenError(ERRORS.noAccessRule);
    const needed = sessionsNeeded(rule);
    const [nurse, admin] = await Promise.all([
      needed.nurse ? this.nurseSession.principal(context) : null,
      needed.admin ? this.adminSession.principal(context) : null,
    ]);
    const req = context.switchToHttp().getRequest<AppRequest>();
    req.auth = {
      user: nurse?.user ?? null,
      userSessionId: nurse?.sessionId ?? null,
      isAdmin: admin !== null,
      adminSessionId: admin?.sessionId ?? null,
    };
    const refusal = accessRefusal(rule, req.auth, req.params);
    if (refusal) throw refusal;
    return true;
  }
}
