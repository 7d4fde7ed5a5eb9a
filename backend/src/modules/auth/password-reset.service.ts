import { Inject, Injectable } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InvalidInputError } from '../../common/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { emailAccountKey } from '../../rate-limit/rate-limit-keys';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { SessionService } from '../../sessions/session.service';
import { UsersService } from '../users/users.service';
import { PasswordHasherService } from './password-hasher.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { hashResetToken, newResetToken, resetTokenExpiry, resetTokenState } from './reset-token';

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: PasswordResetTokensRepository,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasherService,
    private readonly sessions: SessionService,
    private readonly limits: RateLimitService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** Emails a single-use link when the address has an account; says nothing either way. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newResetToken();
    const mailId = await this.unitOfWork.run(async (tx) => {
      await this.tokens.insert(user.id, hashResetToken(token), resetTokenExpiry(new Date()), tx);
      return this.outbox.add(tx, user.email, {
        template: 'password-reset',
        name: user.name,
        resetUrl: `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      });
    });
    await this.outbox.dispatch([mailId]);
  }

  /**
   * Sets the new password, spends the token (and any other open ones), ends every session, and lifts
   * the account's sign-in lock: whoever holds the emailed link has proved she owns the address.
   */
  async reset(token: string, password: string): Promise<void> {
    const record = await this.tokens.findByHash(hashResetToken(token));
    const state = resetTokenState(record, new Date());
    if (state === 'expired') throw new InvalidInputError(ERRORS.resetTokenExpired);
    if (state !== 'usable' || !record) throw new InvalidInputError(ERRORS.resetTokenInvalid);

    if (!(await this.tokens.spend(record.id, new Date()))) throw new InvalidInputError(ERRORS.resetTokenInvalid);

    await this.users.setPasswordHash(record.userId, await this.hasher.hash(password));
    await this.tokens.spendAllOpen(record.userId, new Date());
    await this.sessions.endAllForUser(record.userId);
    const user = await this.users.findById(record.userId);
    if (user) await this.limits.liftAccountLimit('login', emailAccountKey(user.email));
  }
}
