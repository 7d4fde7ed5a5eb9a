import { Inject, Injectable } from '@nestjs/common';
import { filterValidEmails, normalizeEmail, VALIDATION } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InvalidInputError } from '../../common/domain-errors';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuditService } from '../audit/audit.service';
import { ADMIN_INVITER_KEY } from './entities/invitation.entity';
import { InvitationsRepository, type SentInvitation } from './invitations.repository';
import { decodeTimeIdCursor, keysetPage, type KeysetPage } from '../../common/page-cursor';

export interface InvitationListQuery {
  /** The start of the invited address. */
  search?: string;
  /** The cursor a previous page gave as `nextCursor`; the first page without. */
  cursor?: string;
  pageSize: number;
}

/** A nurse, or an administrator when null. */
export type Inviter = UserEntity | null;

@Injectable()
export class InvitesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** A send from the invite form: a nurse's invitations, or an administrator's resend, which is audited. */
  async send(inviter: Inviter, entries: readonly unknown[], ip: string | undefined): Promise<number> {
    const sentTo = await this.invite(inviter, entries);
    if (!inviter) await this.audit.record('send-invites', { type: 'invitation', id: entries.join(',') }, { sentTo }, ip);
    return sentTo;
  }

  /** The entries that look like emails, other than the inviter's own. */
  invitees(inviter: Inviter, entries: readonly unknown[]): string[] {
    return filterValidEmails(entries).filter((email) => email !== inviter?.email);
  }

  /** Keeps the entries that look like emails, records each invitation and sends its email. */
  async invite(inviter: Inviter, entries: readonly unknown[]): Promise<number> {
    const emails = this.invitees(inviter, entries);
    if (emails.length === 0) throw new InvalidInputError(VALIDATION.invitesNone);
    const mailIds = await this.unitOfWork.run((tx) => this.inviteWithin(tx, inviter, emails));
    await this.outbox.dispatch(mailIds);
    return emails.length;
  }

  /**
   * Records the invitations and stores their emails in the caller's transaction; answers the outbox
   * ids to dispatch once it has committed.
   */
  async inviteWithin(tx: Transaction, inviter: Inviter, emails: readonly string[]): Promise<number[]> {
    const mailIds: number[] = [];
    for (const email of emails) {
      await this.record(tx, inviter, email);
      mailIds.push(
        await this.outbox.add(tx, email, {
          template: 'invitation',
          inviterName: inviter?.name ?? 'The Nurse Career Network team',
          signupUrl: `${this.config.appUrl}/signup`,
        }),
      );
    }
    if (inviter) await this.users.addInvitationEmails(inviter, emails, tx);
    return mailIds;
  }

  countSentBy(user: UserEntity): Promise<number> {
    return this.invitations.countByInviter(inviterKey(user));
  }

  /** Invitations, most recently sent first, one page at a time, optionally those to addresses starting with `search`. */
  async list({ search, cursor, pageSize }: InvitationListQuery): Promise<KeysetPage<SentInvitation> & { total: number }> {
    const after = cursor === undefined ? undefined : decodeTimeIdCursor(cursor);
    const emailPrefix = search === undefined ? '' : normalizeEmail(search);
    const { rows, total } = await this.invitations.mostRecentlySent({ emailPrefix, after, limit: pageSize + 1 });
    return { ...keysetPage(rows, pageSize, ({ invitation }) => [invitation.lastSentAt.toISOString(), invitation.id]), total };
  }

  /**
   * A nurse's invitation is kept per (email, nurse). An administrator's send is a resend: it
   * bumps the latest invitation of that address, whoever sent it, or records a new one.
   */
  private async record(tx: Transaction, inviter: Inviter, email: string): Promise<void> {
    const key = inviterKey(inviter);
    const now = new Date();
    const existing = inviter
      ? await this.invitations.findByEmailAndInviter(email, key, tx)
      : await this.invitations.findLatestByEmail(email, tx);
    if (existing) {
      await this.invitations.recordResend(existing.id, now, tx);
      return;
    }
    await this.invitations.insert(email, key, inviter?.id ?? null, now, tx);
  }
}

function inviterKey(inviter: Inviter): string {
  return inviter ? `user:${inviter.id}` : ADMIN_INVITER_KEY;
}
