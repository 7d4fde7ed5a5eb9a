import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SETTABLE_ACCOUNT_STATUSES, type SettableAccountStatus, INVITATION_STATUSES, LIMITS, type InvitationStatus } from '@nurse/domain';
import { UserSummaryDto } from '../../users/dto/user.dto';
import { PageQueryDto } from '../../../common/page-query.dto';

export class AdminStatsDto {
  @ApiProperty() totalUsers: number;
  @ApiProperty() liveAccounts: number;
  @ApiProperty() pendingAccounts: number;
}

/** Search and paging of the admin tables: keyset pages, each after the cursor the page before gave. */
export class ListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax, description: 'What to look for; each list says where it looks' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax, { message: `Search at most ${LIMITS.shortTextMax} characters` })
  search?: string;
}

export class AdminUserPageDto {
  @ApiProperty({ type: [UserSummaryDto] }) items: UserSummaryDto[];
  @ApiProperty({ description: 'How many rows the list (or the search) holds in all' }) total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor: string | null;
}

export class UpdateAccountStatusDto {
  @ApiProperty({ enum: SETTABLE_ACCOUNT_STATUSES })
  @IsIn(SETTABLE_ACCOUNT_STATUSES, { message: "status must be 'live' or 'pending'" })
  status: SettableAccountStatus;
}

export class InviterDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class InvitationDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ type: InviterDto, nullable: true, description: 'null when an administrator sent it' })
  invitedBy: InviterDto | null;
  @ApiProperty({ enum: INVITATION_STATUSES, description: 'invited: no account yet; otherwise the account status' })
  status: InvitationStatus;
  @ApiProperty() sendCount: number;
  @ApiProperty({ format: 'date-time' }) lastSentAt: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class InvitationPageDto {
  @ApiProperty({ type: [InvitationDto] }) items: InvitationDto[];
  @ApiProperty({ description: 'How many rows the list (or the search) holds in all' }) total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor: string | null;
}

export class AuditStaffDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
}

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({
    description: "The acting staff person's name as it was then; 'unknown' for a failed sign-in, 'admin' before staff accounts",
  })
  actor: string;
  @ApiProperty({ type: AuditStaffDto, nullable: true, description: 'The staff account that acted' })
  staff: AuditStaffDto | null;
  @ApiProperty() action: string;
  @ApiProperty({ type: String, nullable: true }) targetType: string | null;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) items: AuditEntryDto[];
  @ApiProperty({ description: 'How many rows the list (or the search) holds in all' }) total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor: string | null;
}
