import { Injectable } from '@nestjs/common';
import { ERRORS, type AccountStatus, type VerificationType } from '@nurse/domain';
import { NotFoundError } from '../../common/domain-errors';
import type { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import type { Transaction } from '../../database/transaction';
import { COUNTED_ROWS, CountersRepository } from '../../database/counters.repository';
import { decodeIdCursor, keysetPage, type KeysetPage } from '../../common/page-cursor';
import { UserSearchIndexService } from './search/user-search-index.service';
import { parseSearchTerms } from './search/search-terms';

export interface UserListQuery {
  search?: string;
  /** The cursor a previous page gave as `nextCursor`; the first page without. */
  cursor?: string;
  pageSize: number;
}

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
  constructor(
    private readonly users: UsersRepository,
    private readonly counters: CountersRepository,
    private readonly searchIndex: UserSearchIndexService,
  ) {}

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

  /** A member of the network as `viewerId` sees her: a nurse either of them has blocked is not found. */
  async getNetworkMemberFor(viewerId: number, id: number): Promise<UserEntity> {
    const user = await this.getNetworkMember(id);
    if (await this.users.blockedEitherWay(viewerId, id)) throw new NotFoundError(ERRORS.userNotFound);
    return user;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(email);
  }

  /** `tx` runs the insert in the caller's transaction. */
  create(fields: NewUser, tx?: Transaction): Promise<UserEntity> {
    return this.users.insert(
      { ...fields, confirmedSpecialties: [], selectedCareerAreas: [], accountStatus: 'pending', onboardingCompleted: false },
      tx,
    );
  }

  async recordLogin(user: UserEntity): Promise<UserEntity> {
    user.lastLogin = new Date();
    await this.users.update(user.id, { lastLogin: user.lastLogin });
    return user;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.update(userId, { passwordHash });
  }

  /**
   * She asked for her account's deletion: hidden at once (every list shows live accounts only) until
   * `dueAt`; her status is kept to be given back if she keeps her account.
   */
  async scheduleDeletion(user: UserEntity, requestedAt: Date, dueAt: Date, tx: Transaction): Promise<void> {
    await this.users.update(
      user.id,
      { accountStatus: 'deleting', statusBeforeDeletion: user.accountStatus, deletionRequestedAt: requestedAt, deletionDueAt: dueAt },
      tx,
    );
  }

  /** She kept her account during the grace period: her status back, the deletion forgotten. */
  async keepAccount(user: UserEntity): Promise<UserEntity> {
    const changes = {
      accountStatus: user.statusBeforeDeletion ?? 'pending',
      statusBeforeDeletion: null,
      deletionRequestedAt: null,
      deletionDueAt: null,
    } satisfies Partial<UserEntity>;
    await this.users.update(user.id, changes);
    return Object.assign(user, changes);
  }

  async setStatus(user: UserEntity, status: AccountStatus): Promise<UserEntity> {
    user.accountStatus = status;
    await this.users.update(user.id, { accountStatus: status });
    return user;
  }

  /** Stores the addresses she invited beside those she had; `user` itself is left as it was read. */
  async addInvitationEmails(user: UserEntity, emails: readonly string[], tx?: Transaction): Promise<void> {
    const merged = [...new Set([...user.invitationEmails, ...emails])];
    if (merged.length === user.invitationEmails.length) return;
    await this.users.update(user.id, { invitationEmails: merged }, tx);
  }

  /**
   * Position on the waitlist: pending accounts that signed up before her, plus one. Ids follow
   * sign-up order; creation times do not separate sign-ups within a second (SQLite stores whole
   * seconds, and its text comparison with a parameter carrying milliseconds is not chronological).
   */
  async waitlistPosition(user: UserEntity): Promise<number> {
    return (await this.users.countPendingBefore(user.id)) + 1;
  }

  async countPending(): Promise<number> {
    const [pending] = await this.counters.read(COUNTED_ROWS.pendingUsers);
    return pending;
  }

  async counts(): Promise<AccountCounts> {
    const [live, pending] = await this.counters.read(COUNTED_ROWS.liveUsers, COUNTED_ROWS.pendingUsers);
    return { totalUsers: live + pending, liveAccounts: live, pendingAccounts: pending };
  }

  /**
   * Accounts newest first, one page at a time after `cursor`, searched over name, email, phone and
   * location when `search` is given (see UserSearchIndexService).
   */
  async list({ search, cursor, pageSize }: UserListQuery): Promise<KeysetPage<UserEntity> & { total: number }> {
    const beforeId = cursor === undefined ? undefined : decodeIdCursor(cursor);
    const terms = parseSearchTerms(search);
    const keyOf = (user: UserEntity) => [user.id];
    if (!terms) {
      const { users, total } = await this.users.newestFirst(pageSize + 1, beforeId);
      return { ...keysetPage(users, pageSize, keyOf), total };
    }
    const { ids, total } = await this.searchIndex.page(terms, { beforeId, limit: pageSize + 1 });
    return { ...keysetPage(await this.users.inOrder(ids), pageSize, keyOf), total };
  }
}
