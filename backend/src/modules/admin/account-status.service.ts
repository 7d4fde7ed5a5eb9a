import { Injectable } from '@nestjs/common';
import type { AccountStatus } from '@nurse/domain';
import { SessionService } from '../../sessions/session.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuditService } from './audit.service';

/** An administrator activating or suspending an account. */
@Injectable()
export class AccountStatusService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /** Sets the status, audited; suspending (back to pending) ends the account's sessions at once. */
  async setStatus(userId: number, status: AccountStatus, ip: string | undefined): Promise<UserEntity> {
    const user = await this.users.getById(userId);
    const previous = user.accountStatus;
    await this.users.setStatus(user, status);
    if (status === 'pending') await this.sessions.endAllForUser(user.id);
    await this.audit.record('set-account-status', { type: 'user', id: user.id }, { from: previous, to: status }, ip);
    return user;
  }
}
