import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  ERRORS,
  LIMITS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AccountStatus,
  type ReportReason,
  type ReportStatus,
} from '@nurse/domain';
import { PageQueryDto } from '../../../common/page-query.dto';
import { MessageAttachmentDto } from '../../messaging/dto/attachments.dto';
import { MessageDto } from '../../messaging/dto/messaging.dto';

const ID = { message: 'Ids are positive whole numbers' };
const REPORT_ACTIONS = ['dismiss', 'suspend'] as const;

export class FileReportDto {
  @ApiProperty({ description: 'The nurse reported' })
  @IsInt(ID)
  @Min(1, ID)
  reportedUserId: number;

  @ApiPropertyOptional({ description: 'A message she sent you, when the report is about it' })
  @IsOptional()
  @IsInt(ID)
  @Min(1, ID)
  messageId?: number;

  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: ERRORS.reportReason })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: LIMITS.reportDetailsMax, description: 'What happened, in her words' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.reportDetailsMax, { message: ERRORS.reportDetailsTooLong })
  details?: string;
}

export class FiledReportDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
}

export class ReportQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of: ${REPORT_STATUSES.join(', ')}` })
  status: ReportStatus = 'open';
}

export class ReportActionDto {
  @ApiProperty({ enum: REPORT_ACTIONS, description: 'suspend moves the account reported back to pending and signs her out' })
  @IsIn(REPORT_ACTIONS, { message: `action must be one of: ${REPORT_ACTIONS.join(', ')}` })
  action: (typeof REPORT_ACTIONS)[number];
}

class ReportPartyDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) accountStatus: AccountStatus;
}

/** The reported message as the reporter saw it, and what its sender did to it since. */
export class ReportedMessageDto {
  @ApiProperty({ description: 'Its text when it was reported, kept with the report whatever the sender did since' })
  originalContent: string;
  @ApiProperty({ description: 'The sender has edited it (the conversation shows her new text)' }) edited: boolean;
  @ApiProperty({ description: 'The sender has deleted it for everyone' }) deletedBySender: boolean;
}

/** A message as an administrator reads it with a report: its photos and files open through the admin area. */
export class ContextMessageDto extends MessageDto {
  @ApiProperty({ type: [MessageAttachmentDto], description: 'Links under /api/admin/reports/attachments, for an administrator only' })
  attachments: MessageAttachmentDto[];
}

export class ReportDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty() details: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
  @ApiProperty({ type: ReportPartyDto }) reporter: ReportPartyDto;
  @ApiProperty({ type: ReportPartyDto }) reported: ReportPartyDto;
  @ApiProperty({ type: Number, nullable: true }) messageId: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The group the reported message was sent in; null for a private message or a person',
  })
  groupName: string | null;
  @ApiProperty({ type: ReportedMessageDto, nullable: true, description: 'Null on a report about the person' })
  reportedMessage: ReportedMessageDto | null;
  @ApiProperty({
    type: [ContextMessageDto],
    description:
      'The reported message with the messages around it in its conversation (the pair’s or the group’s), in the order sent, as they stand now (a deleted one has no content)',
  })
  context: ContextMessageDto[];
}

export class ReportPageDto {
  @ApiProperty({ type: [ReportDto] }) items: ReportDto[];
  @ApiProperty() total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}
