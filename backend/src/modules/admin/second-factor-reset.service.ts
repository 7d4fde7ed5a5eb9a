import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_DELETION_TEXTS, ROUTES, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { ConflictError } from '../../common/domain-errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { AuditService } from '../audit/audit.service';
import { TwoFactorService } from '../auth/two-factor.service';
import { UsersService } from '../users/users.service';

/**
 * Support turning off a nurse's authenticator app when she lost both it and her recovery codes: a
 * password reset by email never removes it, so this is the only other way back into her account. It
 * is audited under the staff person's name, and she is told by email at once.
 */
@Injectable()
export class SecondFactorResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  async turnOff(userId: number, ip: string | undefined): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.accountStatus === 'deleting' || user.accountStatus === 'deleted') throw new ConflictError(ACCOUNT_DELETION_TEXTS.notDeletable);
    const outboxId = await this.unitOfWork.run(async (tx) => {
      if (!(await this.twoFactor.turnOffForSupport(user.id, tx))) return null;
      return this.outbox.add(tx, user.email, {
        template: 'second-factor-reset',
        name: user.firstName?.trim() || user.name,
        settingsUrl: `${this.config.appUrl}${ROUTES.settings}`,
      });
    });
    if (outboxId === null) throw new ConflictError(TWO_FACTOR_ERRORS.notOnForMember);
    await this.audit.record('reset-second-factor', { type: 'user', id: user.id }, null, ip);
    await this.outbox.dispatch([outboxId]);
  }
}
