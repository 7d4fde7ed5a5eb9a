import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, VERIFICATION_TYPES, type AccountStatus, type VerificationType } from '@nurse/domain';

/** What a nurse's network may see of another nurse: professional fields only. */
export class PublicUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profileImage: string | null;
  @ApiProperty() location: string;
  @ApiProperty({ type: String, nullable: true }) workExperience: string | null;
  @ApiProperty({ type: String, nullable: true }) education: string | null;
  @ApiProperty({ type: [String] }) confirmedSpecialties: string[];
  @ApiProperty({ type: [String] }) selectedCareerAreas: string[];
  @ApiProperty({ description: 'Comma-joined licence types, read from her wallet' }) licensureType: string;
  @ApiProperty({ description: 'Comma-joined codes of the states that issued her licences, read from her wallet' }) selectedStates: string;
  @ApiProperty({ description: 'Comma-joined codes of the states that issued her multistate (eNLC) licences, read from her wallet' })
  eNLCStates: string;
}

/** The whole record, for its owner and for administrators. Never carries secrets. */
export class UserDto extends PublicUserDto {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Ten digits' }) phone: string;
  @ApiProperty() linkedinUrl: string;
  @ApiProperty({ type: String, nullable: true }) resumeUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Comma-joined' }) licenses: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Comma-joined: the certifications she declared on her profile (those in her wallet are in OwnProfileDto.walletCertifications)',
  })
  certifications: string | null;
  @ApiProperty() onboardingCompleted: boolean;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) accountStatus: AccountStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogin: string | null;
  @ApiProperty({ type: [String] }) invitationEmails: string[];
  @ApiProperty({ enum: VERIFICATION_TYPES, nullable: true }) verificationType: VerificationType | null;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) licenseNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) licenseType: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) ncsbnId: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the account is erased, while its deletion is pending',
  })
  deletionScheduledFor: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account was erased' })
  deletedAt: string | null;
}

/** One row of the administrators' user list; the whole record is GET /api/admin/users/{id}. */
export class UserSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Ten digits' }) phone: string;
  @ApiProperty() location: string;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) accountStatus: AccountStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogin: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the account is erased, while its deletion is pending',
  })
  deletionScheduledFor: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account was erased' })
  deletedAt: string | null;
}

/** Her own profile as she reads it: the whole record, with the certifications her wallet holds. */
export class OwnProfileDto extends UserDto {
  @ApiProperty({
    type: [String],
    description: 'The names of the certifications in her wallet, oldest first, each once; the profile shows them beside `certifications`',
    example: ['ACLS', 'BLS'],
  })
  walletCertifications: string[];
}
