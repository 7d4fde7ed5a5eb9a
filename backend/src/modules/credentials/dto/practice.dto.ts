import { ApiProperty } from '@nestjs/swagger';

export class PracticeStateDto {
  @ApiProperty({ example: 'FL' }) state: string;
  @ApiProperty() canPractise: boolean;
  @ApiProperty({ type: [String], example: ['RN multistate licence from TX'] }) reasons: string[];
  @ApiProperty({ type: [Number], description: 'Her licences that reach this state' }) licenceIds: number[];
}

export class PracticeDto {
  @ApiProperty({ format: 'date', description: 'The day the answer is for (UTC)' }) day: string;
  @ApiProperty({ format: 'date', description: 'When the compact data was last checked' }) compactDataCheckedOn: string;
  @ApiProperty({ type: [PracticeStateDto] }) states: PracticeStateDto[];
}

export class ProfileLicenceDto {
  @ApiProperty({ example: 'RN' }) type: string;
  @ApiProperty({ example: 'TX' }) state: string;
  @ApiProperty() multistate: boolean;
  @ApiProperty({ description: 'Active and not past its expiry date today' }) current: boolean;
  @ApiProperty({ example: 'RN, compact licence' }) summary: string;
}

export class ProfileCertificationDto {
  @ApiProperty({ example: 'ACLS' }) name: string;
  @ApiProperty() current: boolean;
  @ApiProperty({ example: 'ACLS current' }) summary: string;
}

/** What she chose to show on her profile: never numbers, dates or documents. */
export class ProfileCredentialsDto {
  @ApiProperty({ type: [ProfileLicenceDto] }) licences: ProfileLicenceDto[];
  @ApiProperty({ type: [ProfileCertificationDto] }) certifications: ProfileCertificationDto[];
}
