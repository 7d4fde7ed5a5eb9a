import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ERRORS } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { SessionService } from '../../sessions/session.service';
import { UsersService } from '../users/users.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { PasswordHasher } from './password-hasher';
import { hashResetToken, newResetToken, resetTokenExpiry, resetTokenState } from './reset-token';

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PasswordResetTokenEntity) private readonly tokens: Repository<PasswordResetTokenEntity>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** Emails a single-use link when the address has an account; says nothing either way. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newResetToken();
    const now = new Date();
    const mailId = await this.unitOfWork.run(async (manager) => {
      await manager
        .getRepository(PasswordResetTokenEntity)
        .insert({ userId: user.id, tokenHash: hashResetToken(token), expiresAt: resetTokenExpiry(now), usedAt: null });
      return this.outbox.add(manager, user.email, {
        template: 'password-reset',
        name: user.name,
        resetUrl: `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      });
    });
    await this.outbox.dispatch([mailId]);
  }

  /** Sets the new password, spends the token (and any other open ones), and ends every session. */
  async reset(token: string, password: string): Promise<void> {
    const record = await this.tokens.findOneBy({ tokenHash: hashResetToken(token) });
    const state = resetTokenState(record, new Date());
    if (state === 'expired') throw new BadRequestException(ERRORS.resetTokenExpired);
    if (state !== 'usable' || !record) throw new BadRequestException(ERRORS.resetTokenInvalid);

    const spent = await this.tokens.update({ id: record.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (spent.affected !== 1) throw new BadRequestException(ERRORS.resetTokenInvalid);

    await this.users.setPasswordHash(record.userId, await this.hasher.hash(password));
    await this.tokens.update({ userId: record.userId, usedAt: IsNull() }, { usedAt: new Date() });
    await this.sessions.endAllForUser(record.userId);
  }
}
