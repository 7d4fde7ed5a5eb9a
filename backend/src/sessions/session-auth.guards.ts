import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import { ADMIN_SESSION_STRATEGY, type AdminPrincipal } from './strategies/admin-session.strategy';
import { NURSE_SESSION_STRATEGY, type NursePrincipal } from './strategies/nurse-session.strategy';

/**
 * Runs one session strategy through Passport, without Passport sessions (the server-side session is
 * ours). A request without that session is not refused here: it yields no principal, and the access
 * guard decides what the route allows.
 */
function optionalSession<P>(strategy: string, property: string) {
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
      await this.canActivate(context);
      return context.switchToHttp().getRequest<Record<string, P | null | undefined>>()[property] ?? null;
    }
  }
  return OptionalSessionGuard;
}

@Injectable()
export class NurseSessionGuard extends optionalSession<NursePrincipal>(NURSE_SESSION_STRATEGY, 'nurseSession') {}

@Injectable()
export class AdminSessionGuard extends optionalSession<AdminPrincipal>(ADMIN_SESSION_STRATEGY, 'adminSession') {}
