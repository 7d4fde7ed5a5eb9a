import { Injectable } from '@nestjs/common';
import { STAFF_ERRORS } from '@nurse/domain';
import { NotSignedInError } from '../../common/domain-errors';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import type { StaffMember } from '../../sessions/staff-member';
import { AuditService } from '../audit/audit.service';
import { PasswordHasherService } from '../auth/password-hasher.service';
import type { TwoFactorSetup } from '../auth/two-factor.service';
import { StaffAccountsRepository } from '../staff/staff-accounts.repository';
import { toStaffMember } from '../staff/staff-member.mapper';
import { StaffTwoFactorService } from '../staff/staff-two-factor.service';

export interface StaffCredentials {
  email: string;
  password: string;
  /** A code from her authenticator app or a recovery code; needed once her second factor is on. */
  code?: string;
}

/** Staff sign-in (email, password, then her authenticator code) and sign-out, audited. */
@Injectable()
export class AdminSessionService {
  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly hasher: PasswordHasherService,
    private readonly twoFactor: StaffTwoFactorService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Starts a fresh administrator session (any earlier one of this browser ends) and answers her and its
   * cookie. Every failure answers the same, whichever part was wrong, and counts against a limit over all
   * client addresses, on top of the per-address one. Without a second factor she signs in with her
   * password, and her session can only set one up.
   */
  async login(
    credentials: StaffCredentials,
    previousSessionId: string | null,
    ip: string | undefined,
  ): Promise<{ staff: StaffMember; cookies: SessionCookie[] }> {
    await this.limits.assertFailuresBelow('admin-login');
    const account = await this.accounts.findByEmail(credentials.email);
    const passwordRight = account !== null && (await this.hasher.verify(account.passwordHash, credentials.password));
    const secondFactorRight =
      passwordRight &&
      (!account.totpEnabledAt || (credentials.code !== undefined && (await this.twoFactor.verify(account, credentials.code))));
    if (!account || !secondFactorRight) {
      await this.limits.countFailure('admin-login');
      await this.audit.record('admin-login-failed', null, { email: credentials.email.slice(0, 254) }, ip, null);
      throw new NotSignedInError(STAFF_ERRORS.invalidSignIn);
    }
    const staff = toStaffMember(account);
    await this.sessions.end('admin', previousSessionId);
    const cookie = await this.sessions.start('admin', account.id);
    await this.audit.record('admin-login', null, null, ip, staff);
    return { staff, cookies: [cookie] };
  }

  async logout(sessionId: string | null, ip: string | undefined): Promise<SessionCookie[]> {
    const cookie = await this.sessions.end('admin', sessionId);
    await this.audit.record('admin-logout', null, null, ip);
    return [cookie];
  }

  /** A new authenticator secret for the signed-in staff person. */
  async startTwoFactorSetup(staff: StaffMember): Promise<TwoFactorSetup> {
    return this.twoFactor.startSetup(await this.account(staff));
  }

  /** Turns her authenticator on with a code from it; answers her recovery codes. */
  async enableTwoFactor(staff: StaffMember, code: string, ip: string | undefined): Promise<string[]> {
    const codes = await this.twoFactor.enable(await this.account(staff), code);
    await this.audit.record('staff-second-factor-on', { type: 'staff', id: staff.id }, null, ip);
    return codes;
  }

  private async account(staff: StaffMember) {
    const account = await this.accounts.findById(staff.id);
    if (!account) throw new NotSignedInError();
    return account;
  }
}
