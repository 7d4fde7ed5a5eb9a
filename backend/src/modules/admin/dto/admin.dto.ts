import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  ERRORS,
  INVITATION_STATUSES,
  LIMITS,
  VALIDATION,
  type AccountStatus,
  type InvitationStatus,
} from '@nurse/domain';
import { UserDto } from '../../users/dto/user.dto';

export const MAX_PAGE_SIZE = 100;

export class AdminLoginDto {
  @ApiProperty({ maxLength: LIMITS.passwordMax })
  @IsString({ message: VALIDATION.adminPasswordRequired })
  @MinLength(1, { message: VALIDATION.adminPasswordRequired })
  @MaxLength(LIMITS.passwordMax, { message: ERRORS.invalidAdminPassword })
  password: string;
}

export class AdminSessionDto {
  @ApiProperty() isAdmin: boolean;
}

export class AdminStatsDto {
  @ApiProperty() totalUsers: number;
  @ApiProperty() liveAccounts: number;
  @ApiProperty() pendingAccounts: number;
}

/** Search and paging of the admin tables. */
export class PageQueryDto {
  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax, description: 'Matches name, email, phone or location' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax, { message: `Search at most ${LIMITS.shortTextMax} characters` })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page is too large' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = 20;
}

export class AdminUserPageDto {
  @ApiProperty({ type: [UserDto] }) items: UserDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class UpdateAccountStatusDto {
  @ApiProperty({ enum: ACCOUNT_STATUSES })
  @IsIn(ACCOUNT_STATUSES, { message: "status must be 'live' or 'pending'" })
  status: AccountStatus;
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
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty() actor: string;
  @ApiProperty() action: string;
  @ApiProperty({ type: String, nullable: true }) targetType: string | null;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) items: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
