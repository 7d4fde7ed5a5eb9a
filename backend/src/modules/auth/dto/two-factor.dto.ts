import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { LIMITS, SECOND_STEP, TWO_FACTOR, TWO_FACTOR_ERRORS, VALIDATION } from '@nurse/domain';

/** The answer of a right password when her authenticator app is on: no session yet, her code comes next. */
export class SecondStepDto {
  @ApiProperty({ enum: [SECOND_STEP], description: 'What she gives next, at POST /api/auth/login/second-step' })
  secondStep: typeof SECOND_STEP;

  @ApiProperty()
  message: string;
}

export class CodeDto {
  @ApiProperty({ description: 'The 6-digit code her authenticator app shows, or one of her recovery codes', example: '123456' })
  @IsString({ message: TWO_FACTOR_ERRORS.codeRequired })
  @MinLength(1, { message: TWO_FACTOR_ERRORS.codeRequired })
  @MaxLength(TWO_FACTOR.codeInputMax, { message: TWO_FACTOR_ERRORS.codeInvalid })
  code: string;
}

export class TwoFactorStatusDto {
  @ApiProperty({ description: 'Whether sign-in with her password asks for a code from her authenticator app' })
  enabled: boolean;

  @ApiProperty({ description: 'Recovery codes she has not used (0 while the app is off)' })
  recoveryCodesLeft: number;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The secret, base32, for her app' })
  secret: string;

  @ApiProperty({ description: 'The secret in groups of four characters, for typing', example: 'JBSW Y3DP EHPK 3PXP' })
  secretGroups: string;

  @ApiProperty({ description: 'The otpauth:// link (also what a QR code would hold)' })
  otpauthUri: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Her new recovery codes, shown this once' })
  recoveryCodes: string[];
}

export class PasskeyDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ maxLength: TWO_FACTOR.passkeyNameMax })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;
}

export class PasskeyListDto {
  @ApiProperty({ type: [PasskeyDto] })
  items: PasskeyDto[];
}

/** A WebAuthn options or response object, as @simplewebauthn/browser makes and takes it. */
const WEBAUTHN_JSON = { type: 'object', additionalProperties: true } as const;

export class WebAuthnOptionsDto {
  @ApiProperty({ ...WEBAUTHN_JSON, description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON' })
  options: Record<string, unknown>;
}

export class AddPasskeyDto {
  @ApiProperty({ maxLength: TWO_FACTOR.passkeyNameMax, example: 'My phone' })
  @IsString({ message: TWO_FACTOR_ERRORS.passkeyName })
  @MinLength(1, { message: TWO_FACTOR_ERRORS.passkeyName })
  @MaxLength(TWO_FACTOR.passkeyNameMax, { message: TWO_FACTOR_ERRORS.passkeyName })
  name: string;

  @ApiProperty({ ...WEBAUTHN_JSON, description: 'RegistrationResponseJSON from startRegistration()' })
  @IsObject({ message: TWO_FACTOR_ERRORS.passkeyRefused })
  response: Record<string, unknown>;
}

export class PasskeySignInDto {
  @ApiProperty({ ...WEBAUTHN_JSON, description: 'AuthenticationResponseJSON from startAuthentication()' })
  @IsObject({ message: TWO_FACTOR_ERRORS.passkeyRefused })
  response: Record<string, unknown>;
}

export class RemovePasskeyDto {
  @ApiPropertyOptional({ description: 'Her password, needed when she signed in more than 15 minutes ago' })
  @IsOptional()
  @IsString({ message: VALIDATION.passwordRequired })
  @MaxLength(LIMITS.passwordMax, { message: TWO_FACTOR_ERRORS.passwordWrong })
  password?: string;
}
