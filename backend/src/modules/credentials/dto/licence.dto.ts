import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  APRN_ROLES,
  LICENCE_STATUSES,
  WALLET_LICENCE_TYPES,
  type AprnRole,
  type LicenceStatus,
  type WalletLicenceType,
} from '@nurse/catalogue';
import { US_STATE_CODES } from '@nurse/domain';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CREDENTIAL_LIMITS } from '../credential-limits';
import { CREDENTIAL_MESSAGES as M } from '../credential-messages';
import { IsCalendarDate } from './calendar-date';
import { CredentialDocumentDto } from './credential-document.dto';

export class CreateLicenceDto {
  @ApiProperty({ enum: WALLET_LICENCE_TYPES, description: 'LPN stands for LPN/VN' })
  @IsIn(WALLET_LICENCE_TYPES, { message: M.licenceType })
  type: WalletLicenceType;

  @ApiPropertyOptional({ enum: APRN_ROLES, nullable: true, description: 'Required for an APRN licence, absent otherwise' })
  @IsOptional()
  @IsIn(APRN_ROLES, { message: M.aprnRole })
  aprnRole?: AprnRole | null;

  @ApiProperty({ example: 'TX', description: 'The issuing state' })
  @IsIn(US_STATE_CODES, { message: M.state })
  state: string;

  @ApiProperty({ maxLength: CREDENTIAL_LIMITS.licenceNumberMax })
  @IsString({ message: M.number })
  @Matches(/\S/, { message: M.number })
  @MaxLength(CREDENTIAL_LIMITS.licenceNumberMax, { message: M.number })
  number: string;

  @ApiProperty({ description: 'A multistate (compact) licence; RN and LPN/VN only' })
  @IsBoolean({ message: M.multistate })
  multistate: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'TX',
    description: 'Her primary state of residence; required for a multistate licence',
  })
  @IsOptional()
  @IsIn(US_STATE_CODES, { message: M.residenceState })
  residenceState?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-10-01',
    description:
      'A move: the day she changed her primary state of residence from the issuing state to residenceState (multistate licences only; not in the future). ' +
      'From it the practice answer counts the days to apply in the new home state',
  })
  @IsOptional()
  @IsCalendarDate()
  movedOn?: string | null;

  @ApiProperty({ format: 'date', example: '2025-02-01' })
  @IsCalendarDate()
  issueDate: string;

  @ApiProperty({ format: 'date', example: '2027-01-31', description: 'After the issue date' })
  @IsCalendarDate()
  expiryDate: string;

  @ApiProperty({ enum: LICENCE_STATUSES, description: 'As she reads it on the board’s record' })
  @IsIn(LICENCE_STATUSES, { message: M.status })
  status: LicenceStatus;

  @ApiPropertyOptional({ default: false, description: 'Show the type, state and whether it is current on her profile' })
  @IsOptional()
  @IsBoolean({ message: M.showOnProfile })
  showOnProfile?: boolean;
}

/** Fields left out stay as they are; the whole licence must still follow the rules after the change. */
export class UpdateLicenceDto extends PartialType(CreateLicenceDto) {}

export class LicenceDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: WALLET_LICENCE_TYPES }) type: WalletLicenceType;
  @ApiProperty({ enum: APRN_ROLES, nullable: true }) aprnRole: AprnRole | null;
  @ApiProperty() state: string;
  @ApiProperty() number: string;
  @ApiProperty() multistate: boolean;
  @ApiProperty({ type: String, nullable: true }) residenceState: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day she moved to residenceState, if recorded' })
  movedOn: string | null;
  @ApiProperty({ format: 'date' }) issueDate: string;
  @ApiProperty({ format: 'date' }) expiryDate: string;
  @ApiProperty({ enum: LICENCE_STATUSES }) status: LicenceStatus;
  @ApiProperty() showOnProfile: boolean;
  @ApiProperty({ type: CredentialDocumentDto, nullable: true }) document: CredentialDocumentDto | null;
}

export class LicenceListDto {
  @ApiProperty({ type: [LicenceDto] }) items: LicenceDto[];
}
