import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, LessThanOrEqual, Not, type DeepPartial, type EntityManager, type Repository } from 'typeorm';
import { normalizeEmail } from '@nurse/domain';
import { COUNTED_ROWS, CountersRepository, totalOfPage } from '../../database/counters.repository';
import { managerOf, type Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { KeyLookup, ListLookup, PreparedEntityQuery } from '../../database/key-lookup';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UserEntity } from './entities/user.entity';
import { reverseDigits } from './search/search-terms';
import { USER_SUMMARY_COLUMNS } from './user.mapper';
import { noBlockBetween } from './no-block-between';

/** Columns that name a stored file. */
export type FileColumn = 'profileImage' | 'resumeFile';

/** Data access for accounts: every query on the users table goes through here. */
@Injectable()
export class UsersRepository {
  /** Every signed-in request reads its account by id. */
  private readonly byId: KeyLookup<UserEntity>;
  private readonly newestBefore: PreparedEntityQuery<UserEntity>;
  private readonly summariesById: ListLookup<UserEntity>;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly counters: CountersRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {
    this.byId = new KeyLookup(users, 'id');
    // The page and the number of accounts in one round trip.
    this.newestBefore = new PreparedEntityQuery(users, 'WHERE id < ? ORDER BY id DESC LIMIT ?', USER_SUMMARY_COLUMNS, {
      joins: '',
      columns: { total: CountersRepository.subquery(COUNTED_ROWS.liveUsers, COUNTED_ROWS.pendingUsers) },
    });
    this.summariesById = new ListLookup(users, 'id', USER_SUMMARY_COLUMNS);
  }

  /** `tx` reads within the caller's transaction. */
  findById(id: number, tx?: Transaction): Promise<UserEntity | null> {
    return this.byId.find(id, managerOf(tx));
  }

  /** Whether either of the two nurses has blocked the other. */
  async blockedEitherWay(a: number, b: number): Promise<boolean> {
    const rows = await this.users
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.id = :a', { a })
      .andWhere(`NOT (${noBlockBetween(':a', ':b')})`, { b })
      .getRawMany();
    return rows.length > 0;
  }

  /** The account of that address, compared by its normalised identity. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /**
   * Inserts a new account; the unique index on the email refuses a second one (see isUniqueViolation).
   * `tx` runs it in the caller's transaction.
   */
  async insert(fields: DeepPartial<UserEntity> & { email: string }, tx?: Transaction): Promise<UserEntity> {
    const manager = managerOf(tx);
    const users = this.within(manager);
    const user = await users.save(users.create(withPhoneReversed({ ...fields, email: normalizeEmail(fields.email) })));
    if (user.confirmedSpecialties?.length) await this.replaceSpecialties(user.id, user.confirmedSpecialties, manager ?? this.users.manager);
    return user;
  }

  /**
   * Every write of the specialties rewrites her rows in user_specialties in the same transaction. Each
   * write of an account records `account-changed` with the fields it wrote, for whoever keeps a copy
   * of the account (the session cache, the badge counts).
   */
  async update(id: number, changes: Partial<UserEntity>, tx?: Transaction): Promise<void> {
    if (!tx) return this.unitOfWork.run((within) => this.update(id, changes, within));
    const manager = managerOf(tx);
    await manager.getRepository(UserEntity).update({ id }, withPhoneReversed(changes));
    if (changes.confirmedSpecialties !== undefined) await this.replaceSpecialties(id, changes.confirmedSpecialties, manager);
    tx.record({ type: 'account-changed', userId: id, fields: Object.keys(changes) });
  }

  private async replaceSpecialties(userId: number, specialties: readonly string[], manager: EntityManager): Promise<void> {
    const rows = manager.getRepository(UserSpecialtyEntity);
    await rows.delete({ userId });
    const distinct = [...new Set(specialties)];
    if (distinct.length > 0) await rows.insert(distinct.map((specialty) => ({ specialty, userId })));
  }

  private within(manager: EntityManager | undefined): Repository<UserEntity> {
    return manager?.getRepository(UserEntity) ?? this.users;
  }

  /**
   * Applies the changes only while the file column still holds `expected`; answers whether it did.
   * Two concurrent writers of one column thereby each learn which file they replaced.
   */
  updateIfFileUnchanged(id: number, column: FileColumn, expected: string | null, changes: Partial<UserEntity>): Promise<boolean> {
    return this.unitOfWork.run(async (tx) => {
      const result = await managerOf(tx)
        .getRepository(UserEntity)
        .update({ id, [column]: expected ?? IsNull() }, changes);
      if (result.affected !== 1) return false;
      tx.record({ type: 'account-changed', userId: id, fields: Object.keys(changes) });
      return true;
    });
  }

  /** What one file column holds, or undefined when the account is gone. */
  async fileColumn(id: number, column: FileColumn): Promise<string | null | undefined> {
    const row = await this.users.findOne({ where: { id }, select: { id: true, [column]: true } });
    return row ? (row[column] ?? null) : undefined;
  }

  /** Every stored file an account names: avatar URLs and résumé file names. */
  async storedFileReferences(): Promise<{ profileImages: string[]; resumeFiles: string[] }> {
    const rows = await this.users.find({
      select: { id: true, profileImage: true, resumeFile: true },
      where: [{ profileImage: Not(IsNull()) }, { resumeFile: Not(IsNull()) }],
    });
    return {
      profileImages: rows.flatMap((row) => (row.profileImage ? [row.profileImage] : [])),
      resumeFiles: rows.flatMap((row) => (row.resumeFile ? [row.resumeFile] : [])),
    };
  }

  /** Pending accounts created before this one (ids follow sign-up order). */
  countPendingBefore(id: number): Promise<number> {
    return this.users.countBy({ accountStatus: 'pending', id: LessThan(id) });
  }

  /** Accounts whose deletion is due at `now` (oldest due first), at most `limit`. */
  async dueDeletions(now: Date, limit: number): Promise<number[]> {
    const rows = await this.users.find({
      select: { id: true },
      where: { accountStatus: 'deleting', deletionDueAt: LessThanOrEqual(now) },
      order: { deletionDueAt: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /**
   * Accounts newest first (ids follow sign-up order), from the primary key, after `beforeId` when given;
   * only the columns of a list row are read (USER_SUMMARY_COLUMNS); with the number of accounts.
   */
  async newestFirst(limit: number, beforeId?: number): Promise<{ users: UserEntity[]; total: number }> {
    const rows = await this.newestBefore.allJoined([beforeId ?? Number.MAX_SAFE_INTEGER, limit]);
    const total = await totalOfPage(rows[0]?.joined, beforeId === undefined, async () => {
      const [live, pending] = await this.counters.read(COUNTED_ROWS.liveUsers, COUNTED_ROWS.pendingUsers);
      return live + pending;
    });
    return { users: rows.map(({ entity }) => entity), total };
  }

  /** These accounts, in the order of `ids`, whole (for their public profiles). */
  async publicProfiles(ids: readonly number[]): Promise<UserEntity[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.users.findBy({ id: In([...ids]) })).map((user) => [user.id, user]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** These accounts, in the order of `ids`, with the columns of a list row. */
  async inOrder(ids: readonly number[]): Promise<UserEntity[]> {
    const byId = new Map((await this.summariesById.all(ids)).map((user) => [user.id, user]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** Every write of the phone writes its reversed digits too, which the search finds numbers by their end with. */
function withPhoneReversed<T extends { phone?: string; phoneReversed?: string }>(fields: T): T {
  return fields.phone === undefined ? fields : { ...fields, phoneReversed: reverseDigits(fields.phone) };
}
