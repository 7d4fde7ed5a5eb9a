import { Injectable, Logger } from '@nestjs/common';
import { accountDeletionIsDue } from '@nurse/domain';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { JobQueue } from '../../jobs/job-queue';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { AuditService } from '../audit/audit.service';
import { lockNurse } from '../users/row-locks';
import { UsersRepository } from '../users/users.repository';
import { tombstoneOf } from './tombstone';

/** Due erasures queued by one sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The erasure of accounts whose deletion is due: the sweep (account-deletion-sweep.service.ts) queues
 * the `erase-account` job for each account whose due time, stored on her account row, has passed, so
 * a restart or a lost queue loses nothing. Her sessions were ended when she asked, and no sign-in
 * starts one while her deletion is pending (auth.service.ts).
 */
@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly userRows: UsersRepository,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
    private readonly jobs: JobQueue,
    private readonly registry: PersonalDataRegistry,
  ) {}

  /** Queues the erasure of every account due at `now`; the job's id makes a second sweep queue nothing new. */
  async sweep(now = new Date()): Promise<number[]> {
    const due = await this.userRows.dueDeletions(now, SWEEP_BATCH);
    for (const userId of due) await this.jobs.enqueue('erase-account', { userId, asOf: now.getTime() }, { rerunFinished: true });
    return due;
  }

  /**
   * The job: erases her account if its deletion is due at `now` and was not cancelled. Each contributor
   * erases its part (each does nothing the second time), then the account row becomes a tombstone, she
   * is told by email (at the address she had) and the audit log records it: so a job that failed
   * half-way and runs again finishes the work, and one that runs after the end does nothing.
   */
  async erase(userId: number, now = new Date()): Promise<void> {
    const user = await this.userRows.findById(userId);
    if (!user || user.accountStatus !== 'deleting' || !accountDeletionIsDue(user.deletionDueAt, now)) return;
    for (const contributor of this.registry.contributors()) await contributor.erase(userId);
    const outboxId = await this.unitOfWork.run(async (tx) => {
      await lockNurse(userId, tx);
      const current = await this.userRows.findById(userId, tx);
      if (current?.accountStatus !== 'deleting') return null;
      await this.userRows.update(userId, tombstoneOf(userId, now), tx);
      // Her earlier emails go; the last one, which names nothing but her address, stays until housekeeping removes sent mail.
      await this.outbox.forgetAccount(tx, current.email, [current.name, current.email]);
      return this.outbox.add(tx, current.email, { template: 'account-deleted' });
    });
    if (outboxId === null) return;
    await this.audit.record('account-deletion-completed', { type: 'user', id: userId }, null, undefined, 'system');
    await this.outbox.dispatch([outboxId]);
    this.logger.log(`Account ${userId} erased`);
  }
}
