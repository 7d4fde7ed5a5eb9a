import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LIMITS, STAFF_ERRORS, STAFF_ROLES, TWO_FACTOR, TWO_FACTOR_ERRORS, VALIDATION, type StaffRole } from '@nurse/domain';

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
