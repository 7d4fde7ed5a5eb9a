import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ERRORS, LIMITS, MESSAGE_ATTACHMENT_TEXTS, MESSAGE_ATTACHMENTS_MAX } from '@nurse/domain';
import { ReactionSummaryDto } from './reactions.dto';
import { MessageAttachmentDto } from './attachments.dto';

const USER_ID = { message: 'User ids are positive whole numbers' };

/** What she writes: a new message's text, or her new text of one she sent. */
export class WrittenMessageDto {
  @ApiProperty({ maxLength: LIMITS.messageMax, description: 'Kept as written; it must not be blank unless the message has attachments' })
  @IsString({ message: ERRORS.messageBlank })
  @MaxLength(LIMITS.messageMax, { message: ERRORS.messageTooLong })
  content: string;

  @ApiPropertyOptional({
    description:
      'She confirms the message holds no patient information. Required when the text shows signs of it (a record number, a date of birth, ' +
      'a room and bed, a Social Security number, a named patient with a diagnosis), and always when it carries a photo: without it such a message is refused ' +
      'with 400 and the field named. Kept with the message.',
  })
  @IsOptional()
  @IsBoolean({ message: 'patientInformationConfirmed must be true or false' })
  patientInformationConfirmed?: boolean;
}

export class SendMessageDto extends WrittenMessageDto {
  @ApiPropertyOptional({ description: 'The sender; when given it must be the signed-in nurse' })
  @IsOptional()
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  fromUserId?: number;

  @ApiProperty({ description: 'A connection, a nurse you write with, or one whose contact policy admits you (a message request)' })
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  toUserId: number;

  @ApiPropertyOptional({
    type: [Number],
    maxItems: MESSAGE_ATTACHMENTS_MAX,
    description:
      'Your uploads from POST /api/messages/attachments to send with it, in the order shown. Only in a conversation (not in a message request). ' +
      'A message with a photo needs patientInformationConfirmed.',
  })
  @IsOptional()
  @IsArray({ message: 'attachmentIds must be a list of attachment ids' })
  @ArrayMaxSize(MESSAGE_ATTACHMENTS_MAX, { message: MESSAGE_ATTACHMENT_TEXTS.tooMany })
  @IsInt({ each: true, message: 'attachmentIds must be a list of attachment ids' })
  @Min(1, { each: true, message: 'attachmentIds must be a list of attachment ids' })
  attachmentIds?: number[];
}

/** Her new text of a message she sent, within the edit window. */
export class EditMessageDto extends WrittenMessageDto {}

export class MessageDto {
  @ApiProperty() id: number;
  @ApiProperty() fromUserId: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The recipient; null on a group message' }) toUserId: number | null;
  @ApiPropertyOptional({ description: 'The group of a group message; absent on a private message' }) groupId?: number;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the recipient read it; on your own messages, shown only while both of you show read receipts',
  })
  readAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the sender last edited it; null if never' })
  editedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the sender deleted it for everyone; its content is empty then and it has no reactions',
  })
  deletedAt: string | null;
}

export class SentMessageDto extends MessageDto {
  @ApiProperty({ enum: [true] }) ok: true;
}

export class ThreadMessageDto extends MessageDto {
  @ApiProperty({ type: [ReactionSummaryDto], description: 'In the order of the six reactions; one left by nobody is not listed' })
  reactions: ReactionSummaryDto[];
  @ApiProperty({ type: [MessageAttachmentDto], description: 'Its photos and PDFs in the order attached, each by signed links for you' })
  attachments: MessageAttachmentDto[];
}

export class ThreadPageDto {
  @ApiProperty({ type: [ThreadMessageDto], description: 'In the order sent: the latest page first, older ones through nextCursor' })
  items: ThreadMessageDto[];
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'The page of messages sent before these' }) nextCursor: string | null;
}

export class ConversationSummaryDto {
  @ApiProperty({ description: 'The other nurse' }) userId: number;
  @ApiProperty() userName: string;
  @ApiProperty({ type: String, nullable: true }) userProfileImage: string | null;
  @ApiProperty({ description: 'Her account was deleted: shown as "Deleted member", with no profile to open' }) deletedMember: boolean;
  @ApiProperty() lastMessage: string;
  @ApiProperty({ format: 'date-time' }) lastMessageTime: string;
  @ApiProperty({ description: 'Messages from the other nurse you have not read' }) unreadCount: number;
  @ApiProperty({ description: 'You muted it: its messages do not count in your unread total or notify you' }) muted: boolean;
}

export class ConversationPageDto {
  @ApiProperty({ type: [ConversationSummaryDto] }) items: ConversationSummaryDto[];
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class UnreadCountDto {
  @ApiProperty() unreadCount: number;
}

export class ReadMarkDto {
  @ApiProperty({ description: 'Messages marked read by this call' }) marked: number;
  @ApiProperty({ description: 'Unread messages left in the conversation: 0' }) unreadCount: number;
}
