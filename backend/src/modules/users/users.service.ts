import { Injectable } from '@nestjs/common';
import { ERRORS, type AccountStatus, type VerificationType } from '@nurse/domain';
import { NotFoundError } from '../../common/domain-errors';
import type { UserEntity } from './entities/user.entity';
import { UsersRepository, type UserSearch } from './users.repository';

export type { UserSearch } from './users.repository';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  verificationType: VerificationType | null;
  firstName: string | null;
  lastName: string | null;
  licenseNumber: string | null;
  licenseType: string | null;
  state: string | null;
  ncsbnId: string | null;
  invitationEmails: string[];
}

export interface AccountCounts {
  totalUsers: number;
  liveAccounts: number;
  pendingAccounts: number;
}

/** Accounts: creation, lookup, status and the waitlist. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  async getById(id: number): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError(ERRORS.userNotFound);
    return user;
  }

  /** A member of the network as other nurses see it: accounts still on the waitlist are not part of it yet. */
  async getNetworkMember(id: number): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user || user.accountStatus !== 'live') throw new NotFoundError(ERRORS.userNotFound);
    return user;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(email);
  }

  create(fields: NewUser): Promise<UserEntity> {
    return this.users.insert({
      ...fields,
      confirmedSpecialties: [],
      selectedCareerAreas: [],
      accountStatus: 'pending',
      onboardingCompleted: false,
    });
  }

  async recordLogin(user: UserEntity): Promise<UserEntity> {
    user.lastLogin = new Date();
    await this.users.update(user.id, { lastLogin: user.lastLogin });
    return user;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.update(userId, { passwordHash });
  }

  async setStatus(user: UserEntity, status: AccountStatus): Promise<UserEntity> {
    user.accountStatus = status;
    await this.users.update(user.id, { accountStatus: status });
    return user;
  }

  async addInvitationEmails(user: UserEntity, emails: readonly string[]): Promise<void> {
    const merged = [...new Set([...user.invitationEmails, ...emails])];
    if (merged.length === user.invitationEmails.length) return;
    user.invitationEmails = merged;
    await this.users.update(user.id, { invitationEmails: merged });
  }

  /**
   * Position on the waitlist: pending accounts that signed up before her, plus one. Ids follow
   * sign-up order; creation times do not separate sign-ups within a second (SQLite stores whole
   * seconds, and its text comparison with a parameter carrying milliseconds is not chronological).
   */
  async waitlistPosition(user: UserEntity): Promise<number> {
    return (await this.users.countPendingBefore(user.id)) + 1;
  }

  countByStatus(status: AccountStatus): Promise<number> {
    return this.users.countByStatus(status);
  }

  async counts(): Promise<AccountCounts> {
    const byStatus = await this.users.countsByStatus();
    const live = byStatus.get('live') ?? 0;
    const pending = byStatus.get('pending') ?? 0;
    return { totalUsers: live + pending, liveAccounts: live, pendingAccounts: pending };
  }

  search(query: UserSearch): Promise<{ items: UserEntity[]; total: number }> {
    return this.users.search(query);
  }

  /** Account status by email, for deriving invitation status. */
  statusesByEmail(emails: readonly string[]): Promise<Map<string, AccountStatus>> {
    return this.users.statusesByEmail(emails);
  }
}
