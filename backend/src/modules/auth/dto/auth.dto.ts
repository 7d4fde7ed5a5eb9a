import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ERRORS, LIMITS, SIGNUP_LICENSE_TYPES, VALIDATION, VERIFICATION_TYPES } from '@nurse/domain';

/**
 * Both sign-up payloads: `{name, phone, email, password}` from the combined auth screen, or the
 * waitlist form's `{email, password, phone, verificationType, ...}`. Product rules that depend on
 * which one was sent are checked by the service.
 */
export class RegisterDto {
  @ApiProperty({ example: 'nurse@example.org', maxLength: LIMITS.emailMax })
  @IsString({ message: VALIDATION.email })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.email })
  email: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  password: string;

  @ApiProperty({ example: '(555) 123-4567', maxLength: 20 })
  @IsString({ message: VALIDATION.phoneSignup })
  @MaxLength(20, { message: VALIDATION.phoneSignup })
  phone: string;

  @ApiPropertyOptional({ description: 'Combined auth screen only', maxLength: LIMITS.nameMax })
  @IsOptional()
  @IsString({ message: VALIDATION.nameChars })
  @MaxLength(LIMITS.nameMax, { message: VALIDATION.nameMax })
  name?: string;

  @ApiPropertyOptional({ enum: VERIFICATION_TYPES })
  @IsOptional()
  @IsIn(VERIFICATION_TYPES, { message: VALIDATION.verificationFields })
  verificationType?: (typeof VERIFICATION_TYPES)[number];

  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax)
  lastName?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax)
  licenseNumber?: string;

  @ApiPropertyOptional({ enum: SIGNUP_LICENSE_TYPES })
  @IsOptional()
  @IsIn([...SIGNUP_LICENSE_TYPES, ''], { message: VALIDATION.verificationFields })
  licenseType?: string;

  @ApiPropertyOptional({ description: 'US state name', maxLength: LIMITS.shortTextMax })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.shortTextMax)
  state?: string;

  @ApiPropertyOptional({ description: 'Exactly 8 digits', maxLength: 8 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  ncsbnId?: string;

  @ApiPropertyOptional({ type: [String], maxItems: LIMITS.maxInvitesPerRequest })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.maxInvitesPerRequest)
  @IsString({ each: true })
  @MaxLength(LIMITS.emailMax, { each: true })
  invitationEmails?: string[];
}

export class LoginDto {
  @ApiProperty({ example: 'nurse@example.org' })
  @IsString({ message: VALIDATION.email })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.email })
  email: string;

  @ApiProperty()
  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(1, { message: VALIDATION.passwordRequired })
  @MaxLength(LIMITS.passwordMax, { message: ERRORS.invalidCredentials })
  password: string;

  @ApiPropertyOptional({ description: 'When her account is scheduled for deletion: true cancels the deletion and signs her in' })
  @IsOptional()
  @IsBoolean({ message: 'keepAccount must be true or false' })
  keepAccount?: boolean;
}

/** The answer to a sign-in with the right password for an account scheduled for deletion: no session yet. */
export class DeletionScheduledDto {
  @ApiProperty({ example: 'Your account is scheduled for deletion on 12 December 2026.' }) message: string;
  @ApiProperty({ format: 'date-time' }) deletionScheduledFor: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'nurse@example.org' })
  @IsString({ message: VALIDATION.email })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.email })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link' })
  @IsString({ message: VALIDATION.resetTokenMissing })
  @MinLength(1, { message: VALIDATION.resetTokenMissing })
  @MaxLength(LIMITS.resetTokenMax, { message: VALIDATION.resetTokenMalformed })
  token: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @IsString({ message: VALIDATION.passwordMin })
  @MinLength(LIMITS.passwordMin, { message: VALIDATION.passwordMin })
  @MaxLength(LIMITS.passwordMax, { message: VALIDATION.passwordMax })
  password: string;
}

export class WaitlistStatusDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Place on the waitlist; null once the account is live' })
  position: number | null;

  @ApiProperty({ description: 'Accounts waiting in total' })
  pendingTotal: number;

  @ApiProperty({ description: 'Colleagues this nurse has invited' })
  invitesSent: number;
}
