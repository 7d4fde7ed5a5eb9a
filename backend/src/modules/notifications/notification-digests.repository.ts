import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { valueToDatabase } from '../../database/entity-row-mapper';
import { managerOf, type Transaction } from '../../database/transaction';
import { NotificationDigestEntity } from './entities/notification-digest.entity';

/** Data access for the digest each nurse is owed, and when her earlier ones went. */
@Injectable()
export class NotificationDigestsRepository {
  constructor(@InjectRepository(NotificationDigestEntity) private readonly rows: Repository<NotificationDigestEntity>) {}

  /**
   * Makes each nurse's digest due at `dueAt` unless one is due already; answers the due time that holds for each. Runs in
   * the transaction that stores the notification, so a notification never waits without a due digest.
   * One upsert, so that two of her notifications stored at once (each in its own transaction) meet at
   * her row rather than both inserting it.
   */
  async dueNoLaterThan(userIds: readonly number[], dueAt: Date, tx: Transaction): Promise<Map<number, Date>> {
    const manager = managerOf(tx);
    const insert = `INSERT INTO notification_digests (userId, dueAt, sentTimes) VALUES ${userIds.map(() => '(?, ?, NULL)').join(', ')}`;
    const upsert =
      manager.connection.options.type === 'mysql'
        ? `${insert} ON DUPLICATE KEY UPDATE dueAt = COALESCE(dueAt, VALUES(dueAt))`
        : `${insert} ON CONFLICT (userId) DO UPDATE SET dueAt = COALESCE(dueAt, excluded.dueAt)`;
    const column = manager.connection.getMetadata(NotificationDigestEntity).findColumnWithPropertyName('dueAt')!;
    const stored = valueToDatabase(manager.connection, column, dueAt);
    await manager.query(
      upsert,
      userIds.flatMap((userId) => [userId, stored]),
    );
    const rows = await manager
      .getRepository(NotificationDigestEntity)
      .find({ select: { userId: true, dueAt: true }, where: { userId: In([...userIds]) } });
    const due = new Map(userIds.map((userId) => [userId, dueAt]));
    for (const row of rows) if (row.dueAt) due.set(row.userId, row.dueAt);
    return due;
  }

  find(userId: number, tx?: Transaction): Promise<NotificationDigestEntity | null> {
    const rows = managerOf(tx)?.getRepository(NotificationDigestEntity) ?? this.rows;
    return rows.findOneBy({ userId });
  }

  /** Takes the digest due at `dueAt` for this run; false when another run took it or it moved. */
  async claim(userId: number, dueAt: Date, tx: Transaction): Promise<boolean> {
    const { affected } = await managerOf(tx).getRepository(NotificationDigestEntity).update({ userId, dueAt }, { dueAt: null });
    return (affected ?? 0) > 0;
  }

  /** Moves a digest still due at `from` to `to`; false when it changed meanwhile. */
  async postpone(userId: number, from: Date, to: Date): Promise<boolean> {
    const { affected } = await this.rows.update({ userId, dueAt: from }, { dueAt: to });
    return (affected ?? 0) > 0;
  }

  async recordSent(userId: number, sentTimes: readonly Date[], tx: Transaction): Promise<void> {
    await managerOf(tx)
      .getRepository(NotificationDigestEntity)
      .update({ userId }, { sentTimes: sentTimes.map((time) => time.toISOString()) });
  }

  /** A page of the digests due by `time`, by nurse id after `afterUserId`. */
  dueBy(time: Date, afterUserId: number, limit: number): Promise<NotificationDigestEntity[]> {
    return this.rows.find({
      where: { dueAt: LessThanOrEqual(time), userId: MoreThan(afterUserId) },
      order: { userId: 'ASC' },
      take: limit,
    });
  }
}
