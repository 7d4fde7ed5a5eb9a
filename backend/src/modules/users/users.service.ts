import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, LessThan, type EntityManager, type Repository } from 'typeorm';
import { ERRORS, normalizeEmail, type AccountStatus, type VerificationType } from '@nurse/domain';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { UserEntity } from './entities/user.entity';

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

export interface UserSearch {
  search?: string;
  page: number;
  pageSize: number;
}

export interface AccountCounts {
  totalUsers: number;
  liveAccounts: number;
  pendingAccounts: number;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: number): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException(ERRORS.userNotFound);
    return user;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** `manager` runs the insert in the caller's transaction. */
  async create(fields: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const users = manager?.getRepository(UserEntity) ?? this.users;
    const user = users.create({
      ...fields,
      email: normalizeEmail(fields.email),
      confirmedSpecialties: [],
      selectedCareerAreas: [],
      accountStatus: 'pending',
      onboardingCompleted: false,
    });
    return users.save(user);
  }

  async recordLogin(user: UserEntity): Promise<UserEntity> {
    user.lastLogin = new Date();
    await this.users.update({ id: user.id }, { lastLogin: user.lastLogin });
    return user;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  async setStatus(user: UserEntity, status: AccountStatus): Promise<UserEntity> {
    user.accountStatus = status;
    await this.users.update({ id: user.id }, { accountStatus: status });
    return user;
  }

  async addInvitationEmails(user: UserEntity, emails: readonly string[], manager?: EntityManager): Promise<void> {
    const merged = [...new Set([...user.invitationEmails, ...emails])];
    if (merged.length === user.invitationEmails.length) return;
    user.invitationEmails = merged;
    await (manager?.getRepository(UserEntity) ?? this.users).update({ id: user.id }, { invitationEmails: merged });
  }

  /**
   * Position on the waitlist: pending accounts that signed up before her, plus one. Ids follow
   * sign-up order; creation times do not separate sign-ups within a second (SQLite stores whole
   * seconds, and its text comparison with a parameter carrying milliseconds is not chronological).
   */
  async waitlistPosition(user: UserEntity): Promise<number> {
    const ahead = await this.users.countBy({ accountStatus: 'pending', id: LessThan(user.id) });
    return ahead + 1;
  }

  countByStatus(status: AccountStatus): Promise<number> {
    return this.users.countBy({ accountStatus: status });
  }

  async counts(): Promise<AccountCounts> {
    const rows = await this.users
      .createQueryBuilder('u')
      .select('u.accountStatus', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('u.accountStatus')
      .getRawMany<{ status: AccountStatus; count: string | number }>();
    const count = (status: AccountStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { totalUsers: count('live') + count('pending'), liveAccounts: count('live'), pendingAccounts: count('pending') };
  }

  /** Server-side search over name, email, phone and location, newest first, one page at a time. */
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
    const [items, total] = await query.skip((page - 1) * pageSize).take(pageSize).getManyAndCount();
    return { items, total };
  }

  /** Account status by email, for deriving invitation status. */
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
