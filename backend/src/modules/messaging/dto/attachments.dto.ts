import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Min } from 'class-validator';
import { MESSAGE_ATTACHMENT_KINDS, type MessageAttachmentKind } from '@nurse/domain';
import { Type } from 'class-transformer';

/** An attachment as stored: what the composer lists once it is uploaded. */
export class UploadedAttachmentDto {
  @ApiProperty({ description: 'Send it with a message in attachmentIds within a day, or it is deleted' }) id: number;
  @ApiProperty({ enum: MESSAGE_ATTACHMENT_KINDS }) kind: MessageAttachmentKind;
  @ApiProperty({ description: 'The stored type: image/jpeg (HEIC photos too), image/png, image/webp or application/pdf' }) mime: string;
  @ApiProperty({ description: 'The stored size in bytes (a photo re-encoded without its metadata)' }) bytes: number;
  @ApiProperty() filename: string;
  @ApiProperty({ type: Number, nullable: true }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
}

export class MessageAttachmentDto extends UploadedAttachmentDto {
  @ApiProperty({ description: 'The file, by a signed link for the reader that works for at most 15 minutes' }) url: string;
  @ApiProperty({ type: String, nullable: true, description: "A photo's thumbnail (WebP, at most 320 px) by a signed link; null for a PDF" })
  thumbnailUrl: string | null;
}

/** What a signed attachment link carries besides its path. */
export class AttachmentLinkQueryDto {
  @ApiProperty({ description: 'The nurse the link was made for' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  viewer: number;

  @ApiProperty({ description: 'Unix seconds after which the link is refused' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  expires: number;

  @ApiProperty()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/)
  signature: string;
}
