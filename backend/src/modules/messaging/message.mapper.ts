import type { MessageDto } from './dto/messaging.dto';
import type { MessageEntity } from './entities/message.entity';

export function toMessageDto({ id, fromUserId, toUserId, content, createdAt, readAt }: MessageEntity): MessageDto {
  return { id, fromUserId, toUserId, content, createdAt: createdAt.toISOString(), readAt: readAt?.toISOString() ?? null };
}
