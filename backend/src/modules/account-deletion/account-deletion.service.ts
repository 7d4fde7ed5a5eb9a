import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ACCOUNT_DELETION_TEXTS, accountDeletionDueAt, ROUTES } from '@nurse/domain';
import { ConflictError, InvalidInputError } from '../../common/domain-errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import { AuditService } from '../audit/audit.service';
import { PasskeysService } from '../auth/passkeys.service';
import { PasswordHasherService } from '../auth/password-hasher.service';
import { TwoFactorService } from '../auth/two-factor.service';
import type { UserEntity } from '../users/entities/user.entity';
import { lockNurse } from '../users/row-locks';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';

const refusedField = (field: string, message: string) => new InvalidInputError(message, [{ field, message }]);

/**
 * What she confirms the deletion with: her password, and her code when a second factor is on; or one
 * of her passkeys, answering the challenge kept for her session, which stands for both (as at sign-in).
 */
export type DeletionConfirmation = { password: string; code?: string } | { passkey: AuthenticationResponseJSON; sessionId: string };

/**
 * "Delete my account": she confirms with her password (and her second factor's code) or a passkey; her account is
 * hidden and signed out everywhere at once, and erased ACCOUNT_DELETION_GRACE_DAYS later
 * (account-erasure.service.ts). Keeping her account during the grace period happens at sign-in
 * (auth.service.ts).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly userRows: UsersRepository,
    private readonly hasher: PasswordHasherService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** Schedules her account's deletion once she proved it is her; answers when it is erased, and the cookie that clears her session. */
  async request(
    userId: number,
    confirmation: DeletionConfirmation,
    ip: string | undefined,
    now = new Date(),
  ): Promise<{ dueAt: Date; cookies: SessionCookie[] }> {
    const user = await this.users.getById(userId);
    if (user.accountStatus === 'deleting' || user.accountStatus === 'deleted')
      throw new ConflictError(ACCOUNT_DELETION_TEXTS.alreadyPending);
    await this.checkConfirmation(user, confirmation);
    const dueAt = accountDeletionDueAt(now);
    const outboxId = await this.unitOfWork.run(async (tx) => {
      await lockNurse(user.id, tx);
      const current = (await this.userRows.findById(user.id, tx))!;
      if (current.accountStatus === 'deleting' || current.accountStatus === 'deleted')
        throw new ConflictError(ACCOUNT_DELETION_TEXTS.alreadyPending);
      await this.users.scheduleDeletion(current, now, dueAt, tx);
      return this.outbox.add(tx, current.email, {
        template: 'account-deletion-requested',
        name: current.firstName?.trim() || current.name,
        dueAt: dueAt.toISOString(),
        signInUrl: `${this.config.appUrl}${ROUTES.login}`,
      });
    });
    await this.sessions.endAllForUser(user.id);
    await this.audit.record('account-deletion-requested', { type: 'user', id: user.id }, { dueAt: dueAt.toISOString() }, ip, 'nurse');
    await this.outbox.dispatch([outboxId]);
    return { dueAt, cookies: [await this.sessions.end('user', null)] };
  }

  /** A wrong password, code or passkey is refused input (400), not a lost session (401): she stays signed in to try again. */
  private async checkConfirmation(user: Pick<UserEntity, 'id' | 'passwordHash'>, confirmation: DeletionConfirmation): Promise<void> {
    if ('passkey' in confirmation) {
      await this.passkeys.confirm(user.id, confirmation.sessionId, confirmation.passkey);
      return;
    }
    if (!(await this.hasher.verify(user.passwordHash, confirmation.password)))
      throw refusedField('password', ACCOUNT_DELETION_TEXTS.wrongPassword);
    if (await this.twoFactor.isOn(user.id)) {
      const code = confirmation.code?.trim();
      if (!code) throw refusedField('code', ACCOUNT_DELETION_TEXTS.codeRequired);
      if (!(await this.twoFactor.verify(user.id, code))) throw refusedField('code', ACCOUNT_DELETION_TEXTS.codeInvalid);
    }
  }
}
