import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_DELETION_TEXTS, LIMITS, VALIDATION } from '@nurse/domain';

export class RequestAccountDeletionDto {
  @ApiProperty({ description: 'Her password, asked again' })
  @IsString({ message: VALIDATION.passwordRequired })
  @MinLength(1, { message: VALIDATION.passwordRequired })
  @MaxLength(LIMITS.passwordMax, { message: ACCOUNT_DELETION_TEXTS.wrongPassword })
  password: string;

  @ApiPropertyOptional({ description: 'With a second factor on: a code from her authenticator app, or a recovery code' })
  @IsOptional()
  @IsString({ message: ACCOUNT_DELETION_TEXTS.codeRequired })
  @MaxLength(64, { message: ACCOUNT_DELETION_TEXTS.codeInvalid })
  code?: string;
}

export class AccountDeletionScheduledDto {
  @ApiProperty({ example: 'Your account is scheduled for deletion on 12 December 2026.' }) message: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the account is erased; signing in with her password before then offers to keep it',
  })
  deletionScheduledFor: string;
}
