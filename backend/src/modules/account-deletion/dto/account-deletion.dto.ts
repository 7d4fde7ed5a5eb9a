import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ACCOUNT_DELETION_TEXTS, LIMITS, TWO_FACTOR_ERRORS, VALIDATION } from '@nurse/domain';

export class RequestAccountDeletionDto {
  @ApiPropertyOptional({ description: 'Her password, asked again; not with `passkey`' })
  @ValidateIf((body: RequestAccountDeletionDto) => body.passkey === undefined || body.password !== undefined)
  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(1, { message: VALIDATION.passwordRequired })
  @MaxLength(LIMITS.passwordMax, { message: ACCOUNT_DELETION_TEXTS.wrongPassword })
  password?: string;

  @ApiPropertyOptional({ description: 'With a second factor on: a code from her authenticator app, or a recovery code' })
  @IsOptional()
  @IsString({ message: ACCOUNT_DELETION_TEXTS.codeRequired })
  @MaxLength(64, { message: ACCOUNT_DELETION_TEXTS.codeInvalid })
  code?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'Instead of her password (and code): AuthenticationResponseJSON from startAuthentication() for the options of ' +
      'POST /api/account/deletion/passkey-options, made by one of her passkeys',
  })
  @IsOptional()
  @IsObject({ message: TWO_FACTOR_ERRORS.passkeyRefused })
  passkey?: Record<string, unknown>;
}

export class AccountDeletionScheduledDto {
  @ApiProperty({ example: 'Your account is scheduled for deletion on 12 December 2026.' }) message: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the account is erased; signing in with her password before then offers to keep it',
  })
  deletionScheduledFor: string;
}
