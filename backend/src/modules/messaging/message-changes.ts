import { MESSAGE_CHANGE_ERRORS, MESSAGE_NOT_FOUND, withinDeleteWindow, withinEditWindow } from '@nurse/domain';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/domain-errors';
import type { MessageEntity } from './entities/message.entity';

export type MessageChange = 'edit' | 'delete';

/**
 * Whether the nurse may make the change to the message at `now`: only its sender (the other member is
 * refused, 403; anyone else is not told it exists, 404), within the change's window (409 after it), and
 * never an edit of a deleted message (409). Deleting a deleted message again is harmless.
 */
export function checkChange(
  nurseId: number,
  message: Pick<MessageEntity, 'fromUserId' | 'toUserId' | 'createdAt' | 'deletedAt'>,
  change: MessageChange,
  now: Date,
): void {
  if (message.fromUserId !== nurseId) {
    if (message.toUserId === nurseId) throw new ForbiddenError(MESSAGE_CHANGE_ERRORS.notYours);
    throw new NotFoundError(MESSAGE_NOT_FOUND);
  }
  if (change === 'edit') {
    if (message.deletedAt !== null) throw new ConflictError(MESSAGE_CHANGE_ERRORS.deleted);
    if (!withinEditWindow(message.createdAt, now)) throw new ConflictError(MESSAGE_CHANGE_ERRORS.editWindowPassed);
  } else if (message.deletedAt === null && !withinDeleteWindow(message.createdAt, now)) {
    throw new ConflictError(MESSAGE_CHANGE_ERRORS.deleteWindowPassed);
  }
}
