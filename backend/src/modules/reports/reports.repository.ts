import { Injectable } from '@nestjs/common';
import { managerOf, type Transaction } from '../../database/transaction';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReportStatus } from '@nurse/domain';
import { IsNull, LessThan, MoreThan, type FindOptionsWhere, type Repository } from 'typeorm';
import { MessageEntity } from '../messaging/entities/message.entity';
import { ReportEntity } from './entities/report.entity';

/** Messages shown on each side of a reported one. */
const CONTEXT_MESSAGES = 3;

/** Data access for reports and the messages an administrator reads them with. */
@Injectable()
export class ReportsRepository {
  constructor(
    @InjectRepository(ReportEntity) private readonly reports: Repository<ReportEntity>,
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
  ) {}

  insert(
    fields: Pick<ReportEntity, 'reporterId' | 'reportedUserId' | 'messageId' | 'messageContent' | 'reason' | 'details'>,
    tx: Transaction,
  ): Promise<ReportEntity> {
    const reports = managerOf(tx).getRepository(ReportEntity);
    return reports.save(reports.create({ ...fields, status: 'open', resolvedAt: null }));
  }

  findById(id: number): Promise<ReportEntity | null> {
    return this.reports.findOneBy({ id });
  }

  hasOpen(reporterId: number, reportedUserId: number, messageId: number | null): Promise<boolean> {
    return this.reports.existsBy({ reporterId, reportedUserId, messageId: messageId ?? IsNull(), status: 'open' });
  }

  /** Resolves an open report; false when it was resolved meanwhile. */
  async resolve(id: number, status: Exclude<ReportStatus, 'open'>, tx: Transaction): Promise<boolean> {
    const result = await managerOf(tx).getRepository(ReportEntity).update({ id, status: 'open' }, { status, resolvedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Reports with that status, newest first, with both nurses, from the (status, id) index. */
  page(status: ReportStatus, beforeId: number, limit: number): Promise<ReportEntity[]> {
    return this.reports.find({
      where: { status, id: LessThan(beforeId) },
      relations: { reporter: true, reportedUser: true },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  countByStatus(status: ReportStatus): Promise<number> {
    return this.reports.countBy({ status });
  }

  findMessage(id: number): Promise<MessageEntity | null> {
    return this.messages.findOneBy({ id });
  }

  /**
   * Whether a message of the conversation `messageId` belongs to (the pair, either way, or the group)
   * has been reported: an administrator reads their attachments.
   */
  async conversationHasReportedMessage(messageId: number): Promise<boolean> {
    const rows: unknown[] = await this.messages.query(
      'SELECT 1 AS found FROM reports r JOIN messages rm ON rm.id = r.messageId JOIN messages m ON m.id = ? ' +
        'WHERE (m.groupId IS NULL AND ((rm.fromUserId = m.fromUserId AND rm.toUserId = m.toUserId) OR (rm.fromUserId = m.toUserId AND rm.toUserId = m.fromUserId))) ' +
        'OR (m.groupId IS NOT NULL AND rm.groupId = m.groupId) LIMIT 1',
      [messageId],
    );
    return rows.length > 0;
  }

  /** The reported message with its conversation's (the pair's or the group's) messages just before and after it, in the order sent. */
  async messageInContext(message: MessageEntity): Promise<MessageEntity[]> {
    const conversation: FindOptionsWhere<MessageEntity>[] =
      message.groupId !== null
        ? [{ groupId: message.groupId }]
        : [
            { fromUserId: message.fromUserId, toUserId: message.toUserId! },
            { fromUserId: message.toUserId!, toUserId: message.fromUserId },
          ];
    const [before, after] = await Promise.all([
      this.messages.find({
        where: conversation.map((p) => ({ ...p, id: LessThan(message.id) })),
        order: { id: 'DESC' },
        take: CONTEXT_MESSAGES,
      }),
      this.messages.find({
        where: conversation.map((p) => ({ ...p, id: MoreThan(message.id) })),
        order: { id: 'ASC' },
        take: CONTEXT_MESSAGES,
      }),
    ]);
    return [...before.reverse(), message, ...after];
  }

  /** The name of the group a reported message was sent in, for the moderators. */
  async groupNameOf(groupId: number): Promise<string | null> {
    const rows: { name: string }[] = await this.messages.query('SELECT name FROM message_groups WHERE id = ?', [groupId]);
    return rows[0]?.name ?? null;
  }
}
