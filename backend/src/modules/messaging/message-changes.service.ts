import { Injectable } from '@nestjs/common';
import { MESSAGE_CHANGE_ERRORS, MESSAGE_NOT_FOUND } from '@nurse/domain';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MessageAccessService, type AccessibleMessage } from './message-access.service';
import type { MessageEntity } from './entities/message.entity';
import { checkChange, type MessageChange } from './message-changes';
import { MessageReactionsRepository } from './message-reactions.repository';
import { MessageReactionsService, type ReactionSummary } from './message-reactions.service';
import { MessagingRepository } from './messaging.repository';
import { draftOf, type WrittenMessage } from './patient-information-guard';
import { MessageAttachmentsService } from './attachments/message-attachments.service';
import type { MessageAttachmentEntity } from './entities/message-attachment.entity';

/** A message as the thread shows it after a change. */
export interface ChangedMessage {
  message: MessageEntity;
  reactions: ReactionSummary[];
  attachments: MessageAttachmentEntity[];
}

/**
 * A sender's edits and deletions of her messages in a conversation (windows and refusals in
 * message-changes.ts). An edit passes the patient information guard as a new message does and keeps her
 * confirmation (the text of a message with attachments may be emptied); a deletion empties the text and
 * removes the reactions, then the photos and files. Both are recorded as domain
 * events (`message-edited`, `message-deleted`), which the open threads of both nurses hear.
 */
@Injectable()
export class MessageChangesService {
  constructor(
    private readonly messaging: MessagingRepository,
    private readonly access: MessageAccessService,
    private readonly reactionRows: MessageReactionsRepository,
    private readonly reactions: MessageReactionsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly attachments: MessageAttachmentsService,
  ) {}

  async edit(nurseId: number, messageId: number, written: WrittenMessage, now = new Date()): Promise<ChangedMessage> {
    const { message, audienceIds } = await this.changeable(nurseId, messageId, 'edit', now);
    // Its photos were confirmed when it was sent; they only let the text be emptied.
    const count = (await this.attachments.ofMessages([messageId])).get(messageId)?.length ?? 0;
    const { content, patientInformationConfirmedAt } = draftOf(message.fromUserId, message.toUserId, written, { count, photos: 0 }, now);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.messaging.edit(messageId, { content, patientInformationConfirmedAt, editedAt: now }, tx))) {
        // Deleted between the check and the write.
        throw new ConflictError(MESSAGE_CHANGE_ERRORS.deleted);
      }
      tx.record({ type: 'message-edited', messageId, memberIds: audienceIds });
    });
    return this.shown(messageId);
  }

  async delete(nurseId: number, messageId: number, now = new Date()): Promise<ChangedMessage> {
    const { audienceIds } = await this.changeable(nurseId, messageId, 'delete', now);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.messaging.markDeleted(messageId, now, tx))) return;
      await this.reactionRows.removeAll(messageId, tx);
      tx.record({ type: 'message-deleted', messageId, memberIds: audienceIds });
    });
    // Once the deletion has committed: a file removed for a deletion that rolled back could not come back.
    await this.attachments.removeOfMessage(messageId);
    return this.shown(messageId);
  }

  /**
   * The message and who reads it, when she may change it: one she may act on in a conversation or a
   * group she is in (else not found, message-access.ts), then checked for the change (message-changes.ts).
   */
  private async changeable(nurseId: number, messageId: number, change: MessageChange, now: Date): Promise<AccessibleMessage> {
    const accessible = await this.access.check(nurseId, messageId, 'change');
    checkChange(nurseId, accessible.message, change, now);
    return accessible;
  }

  private async shown(messageId: number): Promise<ChangedMessage> {
    const message = await this.messaging.findById(messageId);
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const [reactions, attachments] = await Promise.all([this.reactions.forMessages([messageId]), this.attachments.ofMessages([messageId])]);
    return { message, reactions: reactions.get(messageId) ?? [], attachments: attachments.get(messageId) ?? [] };
  }
}
