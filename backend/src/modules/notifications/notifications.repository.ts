import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NotificationCategory } from '@nurse/domain';
import { In, IsNull, LessThan, MoreThan, type FindOptionsWhere, type Repository } from 'typeorm';
import { lockNurse } from '../users/row-locks';
import { managerOf, type Transaction } from '../../database/transaction';
import { NotificationEntity } from './entities/notification.entity';

export interface NotificationEvent {
  userId: number;
  category: NotificationCategory;
  subjectId: number;
  actorName: string | null;
  /** The line to show, when the category's text is composed by the module that raises it. */
  detail?: string | null;
}

/** Data access for notifications, by the indexes their lists, counts and digests read. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectRepository(NotificationEntity) private readonly rows: Repository<NotificationEntity>) {}

  /**
   * Adds the event to her unread notification about the same subject, or starts one. A notification
   * already mailed is mailed again with what it now holds.
   */
  async record(event: NotificationEvent, shownInApp: boolean, at: Date, tx: Transaction): Promise<NotificationEntity> {
    const manager = managerOf(tx);
    const rows = manager.getRepository(NotificationEntity);
    const { userId, category, subjectId, actorName } = event;
    const detail = event.detail ?? null;
    // Events for one nurse are recorded one at a time, so that two at once add to one row rather than
    // each starting its own.
    await lockNurse(userId, tx);
    const unread = await rows.findOneBy({ userId, category, subjectId, readAt: IsNull() });
    if (unread) {
      const changes = {
        count: unread.count + 1,
        actorName,
        detail,
        updatedAt: at,
        mailedAt: null,
        shownInApp: unread.shownInApp || shownInApp,
      };
      await rows.update({ id: unread.id }, changes);
      return { ...unread, ...changes };
    }
    const row = rows.create({
      userId,
      category,
      subjectId,
      actorName,
      detail,
      count: 1,
      shownInApp,
      readAt: null,
      mailedAt: null,
      createdAt: at,
      updatedAt: at,
    });
    return rows.save(row);
  }

  /** Her notifications shown in the app, latest event first, after the cursor's row. */
  page(userId: number, after: { at: Date; id: number } | null, limit: number): Promise<NotificationEntity[]> {
    const query = this.rows
      .createQueryBuilder('n')
      .where('n.userId = :userId AND n.shownInApp = :shown', { userId, shown: true })
      .orderBy('n.updatedAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .take(limit);
    if (after) query.andWhere('(n.updatedAt < :at OR (n.updatedAt = :at AND n.id < :id))', { at: after.at, id: after.id });
    return query.getMany();
  }

  unreadCount(userId: number): Promise<number> {
    return this.rows.countBy({ userId, readAt: IsNull(), shownInApp: true });
  }

  /** Marks one of hers read; null when she has no such notification. */
  async markRead(userId: number, id: number, at: Date, tx: Transaction): Promise<NotificationEntity | null> {
    const rows = managerOf(tx).getRepository(NotificationEntity);
    const row = await rows.findOneBy({ id, userId });
    if (!row) return null;
    if (!row.readAt) await rows.update({ id, readAt: IsNull() }, { readAt: at });
    return { ...row, readAt: row.readAt ?? at };
  }

  async markAllRead(userId: number, at: Date, tx: Transaction): Promise<number> {
    return (await managerOf(tx).getRepository(NotificationEntity).update({ userId, readAt: IsNull() }, { readAt: at })).affected ?? 0;
  }

  /** Marks read what she has seen elsewhere (a conversation she opened); answers how many rows. */
  async readAbout(userId: number, category: NotificationCategory, subjectId: number, at: Date, tx: Transaction): Promise<number> {
    const rows = managerOf(tx).getRepository(NotificationEntity);
    return (await rows.update({ userId, category, subjectId, readAt: IsNull() }, { readAt: at })).affected ?? 0;
  }

  /** Unread, not yet mailed notifications of these categories whose latest event came after `after`. */
  digestable(
    userId: number,
    categories: readonly NotificationCategory[],
    after: Date | null,
    tx: Transaction,
  ): Promise<NotificationEntity[]> {
    if (categories.length === 0) return Promise.resolve([]);
    const where: FindOptionsWhere<NotificationEntity> = { userId, readAt: IsNull(), mailedAt: IsNull(), category: In([...categories]) };
    if (after) where.updatedAt = MoreThan(after);
    return managerOf(tx)
      .getRepository(NotificationEntity)
      .find({ where, order: { updatedAt: 'DESC', id: 'DESC' } });
  }

  async markMailed(ids: readonly number[], at: Date, tx: Transaction): Promise<void> {
    if (ids.length > 0)
      await managerOf(tx)
        .getRepository(NotificationEntity)
        .update({ id: In([...ids]) }, { mailedAt: at });
  }

  /** Removes notifications whose latest event is older than `before`, a batch at a time; answers how many. */
  async deleteOlderThan(before: Date, batch: number): Promise<number> {
    const old = await this.rows.find({ select: { id: true }, where: { updatedAt: LessThan(before) }, take: batch });
    if (old.length === 0) return 0;
    await this.rows.delete({ id: In(old.map((row) => row.id)) });
    return old.length;
  }
}
