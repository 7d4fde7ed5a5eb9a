import type { MessageDto } from './dto/messaging.dto';
import type { MessageEntity } from './entities/message.entity';

export function toMessageDto({
  id,
  fromUserId,
  toUserId,
  groupId,
  content,
  createdAt,
  readAt,
  editedAt,
  deletedAt,
}: MessageEntity): MessageDto {
  return {
    id,
    fromUserId,
    toUserId,
    ...(groupId === null || groupId === undefined ? {} : { groupId }),
    content,
    createdAt: createdAt.toISOString(),
    readAt: readAt?.toISOString() ?? null,
    editedAt: editedAt?.toISOString() ?? null,
    deletedAt: deletedAt?.toISOString() ?? null,
  };
}
