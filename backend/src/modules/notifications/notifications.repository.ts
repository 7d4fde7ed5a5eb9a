import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NotificationCategory } from '@nurse/domain';
import { In, IsNull, LessThan, MoreThan, type FindOptionsWhere, type Repository } from 'typeorm';
import { valueToDatabase } from '../../database/entity-row-mapper';
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
   * Adds each event (one per nurse) to her unread notification about the same subject, or starts one,
   * in one statement; answers the nurses whose bell may have changed. A notification already mailed is mailed again with what it now holds.
   * Two events at once about one subject meet at the unique index on her unread row: the second insert
   * waits for the first's transaction, is ignored as a duplicate, and adds to the row. Nothing else of
   * hers is locked, so events about other subjects are stored side by side.
   */
  async record(events: readonly NotificationEvent[], shownInApp: ReadonlySet<number>, at: Date, tx: Transaction): Promise<Set<number>> {
    const manager = managerOf(tx);
    const metadata = manager.connection.getMetadata(NotificationEntity);
    const stored = (property: keyof NotificationEntity, value: unknown): unknown =>
      valueToDatabase(manager.connection, metadata.findColumnWithPropertyName(property)!, value);
    const columns = 'userId, category, subjectId, actorName, detail, count, shownInApp, readAt, unreadKey, mailedAt, createdAt, updatedAt';
    const insert = `INSERT INTO notifications (${columns}) VALUES ${events.map(() => '(?, ?, ?, ?, ?, 1, ?, NULL, 1, NULL, ?, ?)').join(', ')}`;
    const upsert =
      manager.connection.options.type === 'mysql'
        ? `${insert} ON DUPLICATE KEY UPDATE count = count + 1, actorName = VALUES(actorName), detail = VALUES(detail), ` +
          'updatedAt = VALUES(updatedAt), mailedAt = NULL, shownInApp = shownInApp OR VALUES(shownInApp)'
        : `${insert} ON CONFLICT (userId, category, subjectId, unreadKey) DO UPDATE SET count = count + 1, actorName = excluded.actorName, ` +
          'detail = excluded.detail, updatedAt = excluded.updatedAt, mailedAt = NULL, shownInApp = shownInApp OR excluded.shownInApp';
    await manager.query(
      upsert,
      events.flatMap((event) => [
        event.userId,
        event.category,
        event.subjectId,
        event.actorName,
        event.detail ?? null,
        stored('shownInApp', shownInApp.has(event.userId)),
        stored('createdAt', at),
        stored('updatedAt', at),
      ]),
    );
    const shown = new Set(events.filter((event) => shownInApp.has(event.userId)).map((event) => event.userId));
    const emailOnly = events.filter((event) => !shown.has(event.userId));
    if (emailOnly.length === 0) return shown;
    // By email only: her bell changes only if this added to a row already under it.
    const rows = await manager.getRepository(NotificationEntity).find({
      select: { userId: true, shownInApp: true },
      where: emailOnly.map(({ userId, category, subjectId }) => ({ userId, category, subjectId, unreadKey: 1 })),
    });
    for (const row of rows) if (row.shownInApp) shown.add(row.userId);
    return shown;
  }

  /** Every notification of hers, shown in the app or held for an email, in the order they were raised. */
  allOf(userId: number): Promise<NotificationEntity[]> {
    return this.rows.find({ where: { userId }, order: { id: 'ASC' } });
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

  unreadAbout(userId: number, category: NotificationCategory, subjectId: number): Promise<NotificationEntity | null> {
    return this.rows.findOneBy({ userId, category, subjectId, unreadKey: 1 });
  }

  unreadCount(userId: number): Promise<number> {
    return this.rows.countBy({ userId, readAt: IsNull(), shownInApp: true });
  }

  /** Marks one of hers read; null when she has no such notification. */
  async markRead(userId: number, id: number, at: Date, tx: Transaction): Promise<NotificationEntity | null> {
    const rows = managerOf(tx).getRepository(NotificationEntity);
    const row = await rows.findOneBy({ id, userId });
    if (!row) return null;
    if (!row.readAt) await rows.update({ id, readAt: IsNull() }, { readAt: at, unreadKey: null });
    return { ...row, readAt: row.readAt ?? at };
  }

  async markAllRead(userId: number, at: Date, tx: Transaction): Promise<number> {
    return (
      (await managerOf(tx).getRepository(NotificationEntity).update({ userId, readAt: IsNull() }, { readAt: at, unreadKey: null }))
        .affected ?? 0
    );
  }

  /** Marks read what she has seen elsewhere (a conversation she opened); answers how many rows. */
  async readAbout(userId: number, category: NotificationCategory, subjectId: number, at: Date, tx: Transaction): Promise<number> {
    const rows = managerOf(tx).getRepository(NotificationEntity);
    return (await rows.update({ userId, category, subjectId, readAt: IsNull() }, { readAt: at, unreadKey: null })).affected ?? 0;
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
