import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, LessThanOrEqual, MoreThan, type FindOptionsWhere, type Repository } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../database/like-pattern';
import { managerOf, type Transaction } from '../database/transaction';
import { MailOutboxEntity } from './mail-outbox.entity';
import type { MailTemplateData } from './mail-templates';

/** Data access for the mail outbox: the emails stored for delivery and whether each was sent. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectRepository(MailOutboxEntity) private readonly rows: Repository<MailOutboxEntity>) {}

  /** Stores an email, undelivered, in the caller's transaction; answers its id. */
  async add(to: string, message: MailTemplateData, tx: Transaction): Promise<number> {
    const { identifiers } = await managerOf(tx)
      .getRepository(MailOutboxEntity)
      .insert({ recipient: to, messageKey: randomUUID(), message, attempts: 0, sentAt: null });
    return identifiers[0].id as number;
  }

  /**
   * A page of the undelivered emails, by id after `afterId`: with `due`, only those the sweep may
   * queue now (never attempted and stored before `due.storedBefore`, or whose next attempt is due by
   * `due.by`); without it, every one.
   */
  async undeliveredAfter(afterId: number, limit: number, due?: { storedBefore: Date; by: Date }): Promise<number[]> {
    const unsent: FindOptionsWhere<MailOutboxEntity> = { sentAt: IsNull(), id: MoreThan(afterId) };
    const rows = await this.rows.find({
      select: { id: true },
      where: due
        ? [
            { ...unsent, nextAttemptAt: IsNull(), createdAt: LessThan(due.storedBefore) },
            { ...unsent, nextAttemptAt: LessThanOrEqual(due.by) },
          ]
        : unsent,
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /**
   * The email to deliver, counting this attempt and storing when a sweep may queue it again (from
   * the count of attempts); null when there is none to deliver (no such row, or already marked sent).
   */
  async claimUndelivered(id: number, nextAttemptAt: (attempts: number) => Date): Promise<MailOutboxEntity | null> {
    const row = await this.rows.findOneBy({ id });
    if (!row || row.sentAt) return null;
    const attempts = row.attempts + 1;
    await this.rows.update({ id }, { attempts: () => 'attempts + 1', nextAttemptAt: nextAttemptAt(attempts) });
    return { ...row, attempts };
  }

  /** Marks the email sent, unless it already is; answers whether this call marked it. */
  async markSent(id: number): Promise<boolean> {
    const { affected } = await this.rows.update({ id, sentAt: IsNull() }, { sentAt: new Date() });
    return (affected ?? 0) > 0;
  }

  /** Removes every email to that address, sent or not, in the caller's transaction. */
  async deleteAllTo(recipient: string, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MailOutboxEntity).delete({ recipient });
  }

  /** Removes the sent emails whose content holds `text` (a name an erased account had), in the caller's transaction. */
  async deleteSentMentioning(text: string, tx: Transaction): Promise<void> {
    await managerOf(tx)
      .getRepository(MailOutboxEntity)
      .createQueryBuilder()
      .delete()
      .where(`sentAt IS NOT NULL AND message LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) })
      .execute();
  }

  /** Removes the emails sent before `sentBefore` (never one still unsent); answers how many went. */
  async deleteSentBefore(sentBefore: Date): Promise<number> {
    const { affected } = await this.rows.delete({ sentAt: LessThan(sentBefore) });
    return affected ?? 0;
  }
}
