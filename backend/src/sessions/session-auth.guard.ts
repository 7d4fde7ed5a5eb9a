import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import type { AppRequest } from '../common/request-context';
import { sessionToken } from './session-cookie';
import type { SessionKind } from './session.entity';
import { ADMIN_SESSION_STRATEGY, type AdminPrincipal } from './strategies/admin-session.strategy';
import { NURSE_SESSION_STRATEGY, type NursePrincipal } from './strategies/nurse-session.strategy';

/**
 * Runs one session strategy through Passport, without Passport sessions (the server-side session is
 * ours). A request without that session is not refused here: it yields no principal, and the access
 * guard decides what the route allows. A request without that kind of session cookie is not run through
 * Passport at all: a nurse calling a route open to nurses and administrators pays for one strategy.
 */
function optionalSession<P>(strategy: string, kind: SessionKind, property: string) {
  @Injectable()
  class OptionalSessionGuard extends AuthGuard(strategy) {
    override getAuthenticateOptions(): IAuthModuleOptions {
      return { session: false, property };
    }

    override handleRequest<T>(error: unknown, principal: T | false): T | null {
      if (error) throw error;
      return principal || null;
    }

    /** The principal the strategy found on this request, or null. */
    async principal(context: ExecutionContext): Promise<P | null> {
      const req = context.switchToHttp().getRequest<AppRequest & Record<string, P | null | undefined>>();
      if (sessionToken(req, kind) === null) return null;
      await this.canActivate(context);
      return req[property] ?? null;
    }
  }
  return OptionalSessionGuard;
}

@Injectable()
export class NurseSessionGuard extends optionalSession<NursePrincipal>(NURSE_SESSION_STRATEGY, 'user', 'nurseSession') {}

@Injectable()
export class AdminSessionGuard extends optionalSession<AdminPrincipal>(ADMIN_SESSION_STRATEGY, 'admin', 'adminSession') {}
