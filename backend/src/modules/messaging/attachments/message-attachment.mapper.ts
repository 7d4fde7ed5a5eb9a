import type { MessageAttachmentDto, UploadedAttachmentDto } from '../dto/attachments.dto';
import type { MessageAttachmentEntity } from '../entities/message-attachment.entity';
import type { AttachmentVariant } from './attachment-links';

export function toUploadedAttachmentDto({
  id,
  kind,
  mime,
  bytes,
  filename,
  width,
  height,
}: MessageAttachmentEntity): UploadedAttachmentDto {
  return { id, kind, mime, bytes, filename, width, height };
}

/** The attachment with links to its file and thumbnail made by `linkTo`. */
export function toMessageAttachmentDto(
  attachment: MessageAttachmentEntity,
  linkTo: (attachmentId: number, variant: AttachmentVariant) => string,
): MessageAttachmentDto {
  return {
    ...toUploadedAttachmentDto(attachment),
    url: linkTo(attachment.id, 'original'),
    thumbnailUrl: attachment.thumbnailKey ? linkTo(attachment.id, 'thumbnail') : null,
  };
}
