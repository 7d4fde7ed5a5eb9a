import { MESSAGE_CHANGE_ERRORS, withinDeleteWindow, withinEditWindow } from '@nurse/domain';
import { ConflictError, ForbiddenError } from '../../common/domain-errors';
import type { MessageEntity } from './entities/message.entity';

export type MessageChange = 'edit' | 'delete';

/**
 * Whether the nurse, who may read the message (message-access.ts: anyone else is not told it exists),
 * may make the change at `now`: only its sender (another reader is refused, 403), within the change's
 * window (409 after it), and never an edit of a deleted message (409). Deleting a deleted message again is harmless.
 */
export function checkChange(
  nurseId: number,
  message: Pick<MessageEntity, 'fromUserId' | 'createdAt' | 'deletedAt'>,
  change: MessageChange,
  now: Date,
): void {
  if (message.fromUserId !== nurseId) throw new ForbiddenError(MESSAGE_CHANGE_ERRORS.notYours);
  if (change === 'edit') {
    if (message.deletedAt !== null) throw new ConflictError(MESSAGE_CHANGE_ERRORS.deleted);
    if (!withinEditWindow(message.createdAt, now)) throw new ConflictError(MESSAGE_CHANGE_ERRORS.editWindowPassed);
  } else if (message.deletedAt === null && !withinDeleteWindow(message.createdAt, now)) {
    throw new ConflictError(MESSAGE_CHANGE_ERRORS.deleteWindowPassed);
  }
}
