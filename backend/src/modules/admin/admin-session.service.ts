import { Injectable } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { NotSignedInError } from '../../common/domain-errors';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import { AdminPasswordService } from './admin-password.service';
import { AuditService } from '../audit/audit.service';

/** Administrator sign-in and sign-out, audited. */
@Injectable()
export class AdminSessionService {
  constructor(
    private readonly password: AdminPasswordService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Starts a fresh administrator session (any earlier one of this browser ends) and answers its cookie.
   * Failures count against a limit over all client addresses, on top of the per-address one.
   */
  async login(candidate: string, previousSessionId: string | null, ip: string | undefined): Promise<SessionCookie[]> {
    await this.limits.assertFailuresBelow('admin-login');
    if (!(await this.password.matches(candidate))) {
      await this.limits.countFailure('admin-login');
      await this.audit.record('admin-login-failed', null, null, ip);
      throw new NotSignedInError(ERRORS.invalidAdminPassword);
    }
    await this.sessions.end('admin', previousSessionId);
    const cookie = await this.sessions.start('admin', null);
    await this.audit.record('admin-login', null, null, ip);
    return [cookie];
  }

  async logout(sessionId: string | null, ip: string | undefined): Promise<SessionCookie[]> {
    const cookie = await this.sessions.end('admin', sessionId);
    await this.audit.record('admin-logout', null, null, ip);
    return [cookie];
  }
}
