import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, LessThan, Not, type DeepPartial, type EntityManager, type Repository } from 'typeorm';
import { normalizeEmail, type AccountStatus } from '@nurse/domain';
import { KeyLookup } from '../../database/key-lookup';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { UserEntity } from './entities/user.entity';

export interface UserSearch {
  search?: string;
  page: number;
  pageSize: number;
}

/** Columns that name a stored file. */
export type FileColumn = 'profileImage' | 'resumeFile';

/** Data access for accounts: every query on the users table goes through here. */
@Injectable()
export class UsersRepository {
  /** Every signed-in request reads its account by id. */
  private readonly byId: KeyLookup<UserEntity>;

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {
    this.byId = new KeyLookup(users, 'id');
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.byId.find(id);
  }

  /** The account of that address, compared by its normalised identity. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /**
   * Inserts a new account; the unique index on the email refuses a second one (see isUniqueViolation).
   * `manager` runs it in the caller's transaction.
   */
  insert(fields: DeepPartial<UserEntity> & { email: string }, manager?: EntityManager): Promise<UserEntity> {
    const users = this.within(manager);
    return users.save(users.create({ ...fields, email: normalizeEmail(fields.email) }));
  }

  async update(id: number, changes: Partial<UserEntity>, manager?: EntityManager): Promise<void> {
    await this.within(manager).update({ id }, changes);
  }

  private within(manager: EntityManager | undefined): Repository<UserEntity> {
    return manager?.getRepository(UserEntity) ?? this.users;
  }

  /**
   * Applies the changes only while the file column still holds `expected`; answers whether it did.
   * Two concurrent writers of one column thereby each learn which file they replaced.
   */
  async updateIfFileUnchanged(id: number, column: FileColumn, expected: string | null, changes: Partial<UserEntity>): Promise<boolean> {
    const result = await this.users.update({ id, [column]: expected ?? IsNull() }, changes);
    return result.affected === 1;
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

  countByStatus(status: AccountStatus): Promise<number> {
    return this.users.countBy({ accountStatus: status });
  }

  async countsByStatus(): Promise<Map<AccountStatus, number>> {
    const rows = await this.users
      .createQueryBuilder('u')
      .select('u.accountStatus', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('u.accountStatus')
      .getRawMany<{ status: AccountStatus; count: string | number }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Search over name, email, phone and location, newest first, one page at a time. */
  async search({ search, page, pageSize }: UserSearch): Promise<{ items: UserEntity[]; total: number }> {
    const query = this.users.createQueryBuilder('u').orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC');
    const term = search?.trim();
    if (term) {
      const like = containsPattern(term.toLowerCase());
      const digits = term.replace(/\D/g, '');
      query.where(
        new Brackets((qb) => {
          qb.where(`LOWER(u.name) LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`u.email LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`LOWER(u.location) LIKE :like ${LIKE_ESCAPE}`, { like });
          if (digits.length >= 3) qb.orWhere('u.phone LIKE :digits', { digits: `%${digits}%` });
        }),
      );
    }
    const [items, total] = await query
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /** Account status by (normalised) email. */
  async statusesByEmail(emails: readonly string[]): Promise<Map<string, AccountStatus>> {
    if (emails.length === 0) return new Map();
    const rows = await this.users
      .createQueryBuilder('u')
      .select(['u.email', 'u.accountStatus'])
      .where('u.email IN (:...emails)', { emails })
      .getMany();
    return new Map(rows.map((row) => [row.email, row.accountStatus]));
  }
}
