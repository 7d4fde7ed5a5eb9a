import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CREDENTIAL_LIMITS } from '../credential-limits';
import { CREDENTIAL_MESSAGES as M } from '../credential-messages';
import { IsCalendarDate } from './calendar-date';
import { CredentialDocumentDto } from './credential-document.dto';

export class CreateCertificationDto {
  @ApiProperty({ example: 'ACLS', description: 'A catalogue name (stored in its listed spelling) or her own' })
  @IsString({ message: M.certificationName })
  @Matches(/\S/, { message: M.certificationName })
  @MaxLength(CREDENTIAL_LIMITS.certificationNameMax, { message: M.certificationName })
  name: string;

  @ApiProperty({ example: 'American Heart Association' })
  @IsString({ message: M.issuer })
  @Matches(/\S/, { message: M.issuer })
  @MaxLength(CREDENTIAL_LIMITS.issuerMax, { message: M.issuer })
  issuer: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CREDENTIAL_LIMITS.certificationNumberMax })
  @IsOptional()
  @IsString({ message: M.certificationNumber })
  @MaxLength(CREDENTIAL_LIMITS.certificationNumberMax, { message: M.certificationNumber })
  number?: string | null;

  @ApiProperty({ format: 'date', example: '2025-03-01' })
  @IsCalendarDate()
  issueDate: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Left out or null when it does not expire' })
  @IsOptional()
  @IsCalendarDate()
  expiryDate?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Show the name and whether it is current on her profile' })
  @IsOptional()
  @IsBoolean({ message: M.showOnProfile })
  showOnProfile?: boolean;
}

/** Fields left out stay as they are; the whole certification must still follow the rules after the change. */
export class UpdateCertificationDto extends PartialType(CreateCertificationDto) {}

export class CertificationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'True when the name is one the catalogue lists' }) fromCatalogue: boolean;
  @ApiProperty() issuer: string;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ format: 'date' }) issueDate: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiryDate: string | null;
  @ApiProperty() showOnProfile: boolean;
  @ApiProperty({ type: CredentialDocumentDto, nullable: true }) document: CredentialDocumentDto | null;
}

export class CertificationListDto {
  @ApiProperty({ type: [CertificationDto] }) items: CertificationDto[];
}
