import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_DELETION_TEXTS, ROUTES, type AccountStatus } from '@nurse/domain';
import { ConflictError } from '../../common/domain-errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { SessionService } from '../../sessions/session.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuditService } from '../audit/audit.service';

/** An administrator activating or suspending an account. */
@Injectable()
export class AccountStatusService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Sets the status, audited; suspending (back to pending) ends the account's sessions at once, and
   * letting her in from the waitlist tells her so by email (the welcome email promised it) and in the app.
   */
  async setStatus(userId: number, status: AccountStatus, ip: string | undefined): Promise<UserEntity> {
    const user = await this.users.getById(userId);
    if (user.accountStatus === 'deleting' || user.accountStatus === 'deleted') throw new ConflictError(ACCOUNT_DELETION_TEXTS.notDeletable);
    const previous = user.accountStatus;
    await this.users.setStatus(user, status);
    if (status === 'pending') await this.sessions.endAllForUser(user.id);
    await this.audit.record('set-account-status', { type: 'user', id: user.id }, { from: previous, to: status }, ip);
    if (previous === 'pending' && status === 'live') await this.welcomeIn(user);
    return user;
  }

  private async welcomeIn(user: UserEntity): Promise<void> {
    const outboxId = await this.unitOfWork.run(async (tx) => {
      tx.record({ type: 'account-went-live', userId: user.id });
      return this.outbox.add(tx, user.email, {
        template: 'account-live',
        name: user.firstName?.trim() || user.name,
        signInUrl: `${this.config.appUrl}${ROUTES.login}`,
      });
    });
    await this.outbox.dispatch([outboxId]);
  }
}
