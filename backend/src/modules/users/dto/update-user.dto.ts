import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, PROFILE_VALIDATION, VALIDATION } from '@nurse/domain';

/** Caps on the profile's text and lists (the columns' sizes, with room to spare for comma-joined lists). */
export const PROFILE_LIMITS = {
  name: LIMITS.nameMax,
  phone: 20,
  email: LIMITS.emailMax,
  location: 100,
  url: LIMITS.urlMax,
  longText: LIMITS.longTextMax,
  /** licenses and certifications: comma-joined free text. */
  listText: 2000,
  listItem: 100,
  listItems: 50,
  licensureType: 200,
  states: 300,
  specialties: 57,
  specialty: 100,
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Every field optional: a field left out is left as it is. Comma-joined fields are text as in the
 * user record; specialties and interests are lists of catalogue names. `null` clears an optional text field.
 */
export class UpdateUserDto {
  @ApiPropertyOptional({ type: String, maxLength: PROFILE_LIMITS.name, description: 'Required when sent' })
  @IsOptional()
  @IsString({ message: VALIDATION.nameRequired })
  @MaxLength(PROFILE_LIMITS.name, { message: tooLong('Name', PROFILE_LIMITS.name) })
  name?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '(555) 123-4567',
    maxLength: PROFILE_LIMITS.phone,
    description: 'Ten digits, any formatting; stored as digits',
  })
  @IsOptional()
  @IsString({ message: VALIDATION.phoneSignup })
  @MaxLength(PROFILE_LIMITS.phone, { message: VALIDATION.phoneSignup })
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: PROFILE_LIMITS.email,
    description: 'Stored lower-cased; 409 when another account has it',
  })
  @IsOptional()
  @IsString({ message: VALIDATION.email })
  @MaxLength(PROFILE_LIMITS.email, { message: VALIDATION.email })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_LIMITS.longText })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.longText, { message: tooLong('Work experience', PROFILE_LIMITS.longText) })
  workExperience?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_LIMITS.longText })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.longText, { message: tooLong('Education', PROFILE_LIMITS.longText) })
  education?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Comma-joined', maxLength: PROFILE_LIMITS.listText })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.listText, { message: tooLong('Licenses', PROFILE_LIMITS.listText) })
  licenses?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Comma-joined', maxLength: PROFILE_LIMITS.listText })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.listText, { message: tooLong('Certifications', PROFILE_LIMITS.listText) })
  certifications?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Empty, or an http(s) address on linkedin.com',
    maxLength: PROFILE_LIMITS.url,
  })
  @IsOptional()
  @IsString({ message: VALIDATION.linkedin })
  @MaxLength(PROFILE_LIMITS.url, { message: VALIDATION.linkedin })
  linkedinUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Austin, TX', maxLength: PROFILE_LIMITS.location })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.location, { message: tooLong('Location', PROFILE_LIMITS.location) })
  location?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Accepted only unchanged (the stored value); the résumé is changed by POST/DELETE /api/users/{id}/resume',
  })
  @IsOptional()
  @IsString({ message: PROFILE_VALIDATION.resumeByUpload })
  @MaxLength(PROFILE_LIMITS.url, { message: PROFILE_VALIDATION.resumeByUpload })
  resumeUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'RN,APRN',
    description: 'Comma-joined licence types from RN, LPN, CNA, APRN, Student; stored as declared licences in her wallet',
  })
  @IsOptional()
  @IsString({ message: PROFILE_VALIDATION.unknownLicensureType })
  @MaxLength(PROFILE_LIMITS.licensureType, { message: PROFILE_VALIDATION.unknownLicensureType })
  licensureType?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'TX,CA',
    description: 'Comma-joined codes of the 50 states; stored as declared licences in her wallet',
  })
  @IsOptional()
  @IsString({ message: PROFILE_VALIDATION.unknownState })
  @MaxLength(PROFILE_LIMITS.states, { message: PROFILE_VALIDATION.unknownState })
  selectedStates?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'TX',
    description: 'Comma-joined codes; each selected and in the compact; those declared licences are multistate',
  })
  @IsOptional()
  @IsString({ message: PROFILE_VALIDATION.enlcNotEligible })
  @MaxLength(PROFILE_LIMITS.states, { message: PROFILE_VALIDATION.enlcNotEligible })
  eNLCStates?: string | null;

  @ApiPropertyOptional({
    type: [String],
    example: ['ICU', 'Emergency Medicine'],
    description: 'Catalogue names or synonyms; stored as canonical names',
  })
  @IsOptional()
  // class-validator checks a property's decorators bottom-up: the list's shape first, then its entries.
  @MaxLength(PROFILE_LIMITS.specialty, { each: true, message: PROFILE_VALIDATION.invalidSpecialty })
  @IsString({ each: true, message: PROFILE_VALIDATION.invalidSpecialty })
  @ArrayMaxSize(PROFILE_LIMITS.specialties, { message: `At most ${PROFILE_LIMITS.specialties} specialties` })
  @IsArray({ message: PROFILE_VALIDATION.invalidSpecialty })
  confirmedSpecialties?: string[] | null;

  @ApiPropertyOptional({ type: [String], example: ['Oncology'], description: 'Catalogue names or synonyms; stored as canonical names' })
  @IsOptional()
  // class-validator checks a property's decorators bottom-up: the list's shape first, then its entries.
  @MaxLength(PROFILE_LIMITS.specialty, { each: true, message: PROFILE_VALIDATION.invalidSpecialty })
  @IsString({ each: true, message: PROFILE_VALIDATION.invalidSpecialty })
  @ArrayMaxSize(PROFILE_LIMITS.specialties, { message: `At most ${PROFILE_LIMITS.specialties} specialties` })
  @IsArray({ message: PROFILE_VALIDATION.invalidSpecialty })
  selectedCareerAreas?: string[] | null;

  @ApiPropertyOptional({ type: Boolean, description: 'true requires at least one licence type and one specialty' })
  @IsOptional()
  @IsBoolean({ message: 'onboardingCompleted must be true or false' })
  onboardingCompleted?: boolean | null;
}

/** The answer to a résumé upload. */
export class ResumeUploadedDto {
  @ApiProperty({ example: '/api/users/7/resume/user7-Jane%20Doe%20CV.pdf' })
  resumeUrl: string;
}
