import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { filterValidEmails, VALIDATION } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { JobQueue } from '../../jobs/job-queue';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ADMIN_INVITER_KEY, InvitationEntity } from './entities/invitation.entity';

export interface InvitationSearch {
  search?: string;
  page: number;
  pageSize: number;
}

/** A nurse, or an administrator when null. */
export type Inviter = UserEntity | null;

@Injectable()
export class InvitesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
  ) {}

  /** Keeps the entries that look like emails, records each invitation and queues its email. */
  async invite(inviter: Inviter, entries: readonly unknown[]): Promise<number> {
    const emails = filterValidEmails(entries).filter((email) => email !== inviter?.email);
    if (emails.length === 0) throw new BadRequestException(VALIDATION.invitesNone);
    for (const email of emails) {
      await this.record(inviter, email);
      await this.jobs.enqueue('send-email', {
        to: email,
        template: 'invitation',
        inviterName: inviter?.name ?? 'The Nurse Career Network team',
        signupUrl: `${this.config.appUrl}/signup`,
      });
    }
    if (inviter) await this.users.addInvitationEmails(inviter, emails);
    return emails.length;
  }

  countSentBy(user: UserEntity): Promise<number> {
    return this.invitations.countBy({ inviterKey: inviterKey(user) });
  }

  /** Invitations, most recently sent first, optionally filtered by the invited address. */
  async list({ search, page, pageSize }: InvitationSearch): Promise<{ items: InvitationEntity[]; total: number }> {
    const query = this.invitations
      .createQueryBuilder('i')
      .leftJoinAndSelect('i.invitedBy', 'inviter')
      .orderBy('i.lastSentAt', 'DESC')
      .addOrderBy('i.id', 'DESC');
    const term = search?.trim().toLowerCase();
    if (term) query.where(`i.email LIKE :like ${LIKE_ESCAPE}`, { like: containsPattern(term) });
    const [items, total] = await query.skip((page - 1) * pageSize).take(pageSize).getManyAndCount();
    return { items, total };
  }

  /**
   * A nurse's invitation is kept per (email, nurse). An administrator's send is a resend: it
   * bumps the latest invitation of that address, whoever sent it, or records a new one.
   */
  private async record(inviter: Inviter, email: string): Promise<void> {
    const key = inviterKey(inviter);
    const now = new Date();
    const existing = inviter
      ? await this.invitations.findOneBy({ email, inviterKey: key })
      : await this.invitations.findOne({ where: { email }, order: { lastSentAt: 'DESC', id: 'DESC' } });
    if (existing) {
      await this.invitations.increment({ id: existing.id }, 'sendCount', 1);
      await this.invitations.update({ id: existing.id }, { lastSentAt: now });
      return;
    }
    await this.invitations.insert({ email, inviterKey: key, invitedByUserId: inviter?.id ?? null, sendCount: 1, lastSentAt: now });
  }
}

function inviterKey(inviter: Inviter): string {
  return inviter ? `user:${inviter.id}` : ADMIN_INVITER_KEY;
}
