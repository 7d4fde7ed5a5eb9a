import { Inject, Injectable } from '@nestjs/common';
import { filterValidEmails, VALIDATION } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InvalidInputError } from '../../common/domain-errors';
import { JobQueue } from '../../jobs/job-queue';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuditService } from '../admin/audit.service';
import { ADMIN_INVITER_KEY, type InvitationEntity } from './entities/invitation.entity';
import { InvitationsRepository, type InvitationSearch } from './invitations.repository';

export type { InvitationSearch } from './invitations.repository';

/** A nurse, or an administrator when null. */
export type Inviter = UserEntity | null;

@Injectable()
export class InvitesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
  ) {}

  /** A send from the invite form: a nurse's invitations, or an administrator's resend, which is audited. */
  async send(inviter: Inviter, entries: readonly unknown[], ip: string | undefined): Promise<number> {
    const sentTo = await this.invite(inviter, entries);
    if (!inviter) await this.audit.record('send-invites', { type: 'invitation', id: entries.join(',') }, { sentTo }, ip);
    return sentTo;
  }

  /** Keeps the entries that look like emails, records each invitation and queues its email. */
  async invite(inviter: Inviter, entries: readonly unknown[]): Promise<number> {
    const emails = filterValidEmails(entries).filter((email) => email !== inviter?.email);
    if (emails.length === 0) throw new InvalidInputError(VALIDATION.invitesNone);
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
    return this.invitations.countByInviter(inviterKey(user));
  }

  /** Invitations, most recently sent first, optionally filtered by the invited address. */
  list(query: InvitationSearch): Promise<{ items: InvitationEntity[]; total: number }> {
    return this.invitations.search(query);
  }

  /**
   * A nurse's invitation is kept per (email, nurse). An administrator's send is a resend: it
   * bumps the latest invitation of that address, whoever sent it, or records a new one.
   */
  private async record(inviter: Inviter, email: string): Promise<void> {
    const key = inviterKey(inviter);
    const now = new Date();
    const existing = inviter
      ? await this.invitations.findByEmailAndInviter(email, key)
      : await this.invitations.findLatestByEmail(email);
    if (existing) {
      await this.invitations.recordResend(existing.id, now);
      return;
    }
    await this.invitations.insert(email, key, inviter?.id ?? null, now);
  }
}

function inviterKey(inviter: Inviter): string {
  return inviter ? `user:${inviter.id}` : ADMIN_INVITER_KEY;
}
