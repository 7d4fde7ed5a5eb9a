import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { filterValidEmails, VALIDATION } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailOutbox } from '../../mail/mail-outbox.service';
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
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** The entries that look like emails, other than the inviter's own. */
  invitees(inviter: Inviter, entries: readonly unknown[]): string[] {
    return filterValidEmails(entries).filter((email) => email !== inviter?.email);
  }

  /** Keeps the entries that look like emails, records each invitation and sends its email. */
  async invite(inviter: Inviter, entries: readonly unknown[]): Promise<number> {
    const emails = this.invitees(inviter, entries);
    if (emails.length === 0) throw new BadRequestException(VALIDATION.invitesNone);
    const mailIds = await this.unitOfWork.run((manager) => this.inviteWithin(manager, inviter, emails));
    await this.outbox.dispatch(mailIds);
    return emails.length;
  }

  /**
   * Records the invitations and stores their emails in the caller's transaction; answers the outbox
   * ids to dispatch once it has committed.
   */
  async inviteWithin(manager: EntityManager, inviter: Inviter, emails: readonly string[]): Promise<number[]> {
    const mailIds: number[] = [];
    for (const email of emails) {
      await this.record(manager, inviter, email);
      mailIds.push(
        await this.outbox.add(manager, email, {
          template: 'invitation',
          inviterName: inviter?.name ?? 'The Nurse Career Network team',
          signupUrl: `${this.config.appUrl}/signup`,
        }),
      );
    }
    if (inviter) await this.users.addInvitationEmails(inviter, emails, manager);
    return mailIds;
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
  private async record(manager: EntityManager, inviter: Inviter, email: string): Promise<void> {
    const invitations = manager.getRepository(InvitationEntity);
    const key = inviterKey(inviter);
    const now = new Date();
    const existing = inviter
      ? await invitations.findOneBy({ email, inviterKey: key })
      : await invitations.findOne({ where: { email }, order: { lastSentAt: 'DESC', id: 'DESC' } });
    if (existing) {
      await invitations.increment({ id: existing.id }, 'sendCount', 1);
      await invitations.update({ id: existing.id }, { lastSentAt: now });
      return;
    }
    await invitations.insert({ email, inviterKey: key, invitedByUserId: inviter?.id ?? null, sendCount: 1, lastSentAt: now });
  }
}

function inviterKey(inviter: Inviter): string {
  return inviter ? `user:${inviter.id}` : ADMIN_INVITER_KEY;
}
