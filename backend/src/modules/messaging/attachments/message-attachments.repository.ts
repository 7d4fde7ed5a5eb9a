import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../../database/transaction';
import { MessageAttachmentEntity } from '../entities/message-attachment.entity';

export type NewAttachment = Omit<MessageAttachmentEntity, 'id' | 'messageId' | 'createdAt' | 'message' | 'owner'>;

/** Data access for message attachments: the rows only; their files are the service's. */
@Injectable()
export class MessageAttachmentsRepository {
  constructor(@InjectRepository(MessageAttachmentEntity) private readonly attachments: Repository<MessageAttachmentEntity>) {}

  insertPending(attachment: NewAttachment): Promise<MessageAttachmentEntity> {
    return this.attachments.save(this.attachments.create({ ...attachment, messageId: null }));
  }

  /** Her uploads among `ids` that wait to be sent, uploaded at or after `notBefore`. */
  pendingOf(ownerId: number, ids: readonly number[], notBefore: Date): Promise<MessageAttachmentEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.attachments.findBy({ id: In([...ids]), ownerId, messageId: IsNull(), createdAt: MoreThanOrEqual(notBefore) });
  }

  /** Points her waiting uploads at the message; answers how many it claimed (fewer when one was taken or expired meanwhile). */
  async claim(ids: readonly number[], ownerId: number, messageId: number, notBefore: Date, tx: Transaction): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await managerOf(tx)
      .getRepository(MessageAttachmentEntity)
      .update({ id: In([...ids]), ownerId, messageId: IsNull(), createdAt: MoreThanOrEqual(notBefore) }, { messageId });
    return result.affected ?? 0;
  }

  /** The attachments of these messages, in the order uploaded. */
  ofMessages(messageIds: readonly number[]): Promise<MessageAttachmentEntity[]> {
    if (messageIds.length === 0) return Promise.resolve([]);
    return this.attachments.find({ where: { messageId: In([...messageIds]) }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<MessageAttachmentEntity | null> {
    return this.attachments.findOneBy({ id });
  }

  /** Uploads that waited for a message since before `cutoff`, the oldest first. */
  expiredPending(cutoff: Date, limit: number): Promise<MessageAttachmentEntity[]> {
    return this.attachments.find({ where: { messageId: IsNull(), createdAt: LessThan(cutoff) }, order: { id: 'ASC' }, take: limit });
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.attachments.delete({ id: In([...ids]) });
  }

  /** Every stored name an attachment row holds, for the sweep of files no row names. */
  async storedNames(): Promise<string[]> {
    const rows = await this.attachments.find({ select: { originalKey: true, thumbnailKey: true } });
    return rows.flatMap((row) => (row.thumbnailKey ? [row.originalKey, row.thumbnailKey] : [row.originalKey]));
  }
}
