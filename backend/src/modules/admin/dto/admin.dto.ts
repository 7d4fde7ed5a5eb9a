import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  SETTABLE_ACCOUNT_STATUSES,
  type SettableAccountStatus,
  INVITATION_STATUSES,
  LIMITS,
  STAFF_ERRORS,
  STAFF_ROLES,
  TWO_FACTOR,
  TWO_FACTOR_ERRORS,
  VALIDATION,
  type InvitationStatus,
  type StaffRole,
} from '@nurse/domain';
import { UserSummaryDto } from '../../users/dto/user.dto';
import { PageQueryDto } from '../../../common/page-query.dto';

/** A staff address: `admin@localhost`, the first owner's default, has no dot in its domain. */
const STAFF_EMAIL = /^[^\s@]+@[^\s@]+$/;

export class AdminLoginDto {
  @ApiProperty({ maxLength: LIMITS.emailMax, example: 'admin@localhost' })
  @IsString({ message: STAFF_ERRORS.emailRequired })
  @MaxLength(LIMITS.emailMax, { message: STAFF_ERRORS.invalidSignIn })
  @Matches(STAFF_EMAIL, { message: STAFF_ERRORS.emailRequired })
  email: string;

  @ApiProperty({ maxLength: LIMITS.passwordMax })
  @IsString({ message: VALIDATION.adminPasswordRequired })
  @MinLength(1, { message: VALIDATION.adminPasswordRequired })
  @MaxLength(LIMITS.passwordMax, { message: STAFF_ERRORS.invalidSignIn })
  password: string;

  @ApiPropertyOptional({ description: 'The code of her authenticator app, or a recovery code; needed once her second factor is on' })
  // Left out is fine; null is not a code (IsOptional would let it through).
  @ValidateIf((body: AdminLoginDto) => body.code !== undefined)
  @IsString({ message: TWO_FACTOR_ERRORS.codeRequired })
  @MaxLength(TWO_FACTOR.codeInputMax, { message: TWO_FACTOR_ERRORS.codeInvalid })
  code?: string;
}

export class StaffDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: STAFF_ROLES }) role: StaffRole;
  @ApiProperty({ description: 'Whether her authenticator app is on; until it is she can only set it up' }) secondFactorOn: boolean;
}

export class AdminSessionDto {
  @ApiProperty({ description: 'Whether the admin area is open to her: her second factor is on' }) isAdmin: boolean;
  @ApiProperty({ type: StaffDto }) staff: StaffDto;
}

export class StaffListDto {
  @ApiProperty({ type: [StaffDto] }) items: StaffDto[];
}

export class InviteStaffDto {
  @ApiProperty({ maxLength: LIMITS.emailMax })
  @IsString({ message: VALIDATION.email })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.email })
  @Matches(STAFF_EMAIL, { message: VALIDATION.email })
  email: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}

export class StaffRoleDto {
  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}

export class JoinStaffDto {
  @ApiProperty({ description: 'The token of the invitation or setup link' })
  @IsString({ message: STAFF_ERRORS.invitationInvalid })
  @MinLength(1, { message: STAFF_ERRORS.invitationInvalid })
  @MaxLength(200, { message: STAFF_ERRORS.invitationInvalid })
  token: string;

  @ApiProperty({ maxLength: LIMITS.nameMax })
  @IsString({ message: VALIDATION.nameRequired })
  @MinLength(2, { message: VALIDATION.nameMin })
  @MaxLength(LIMITS.nameMax, { message: VALIDATION.nameMax })
  name: string;

  @ApiProperty({ minLength: 12, maxLength: LIMITS.passwordMax })
  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(12, { message: STAFF_ERRORS.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  password: string;

  @ApiPropertyOptional({ description: "Her address: only with the first owner's setup link (an invitation names it)" })
  @ValidateIf((body: JoinStaffDto) => body.email !== undefined)
  @IsString({ message: VALIDATION.email })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.email })
  @Matches(STAFF_EMAIL, { message: VALIDATION.email })
  email?: string;
}

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
