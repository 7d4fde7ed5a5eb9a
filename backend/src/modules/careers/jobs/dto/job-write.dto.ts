import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMPLOYMENT_TYPES,
  JOB_SETTINGS,
  PAY_UNITS,
  SHIFT_PATTERNS,
  WALLET_LICENCE_TYPES,
  type EmploymentType,
  type JobSetting,
  type PayUnit,
  type ShiftPattern,
} from '@nurse/catalogue';
import { US_STATE_CODES } from '@nurse/domain';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsCalendarDate } from '../../../credentials/dto/calendar-date';
import { JOB_LIMITS } from '../job-limits';
import { WORK_MODES, type WorkMode } from '../job-rules';

const text = (field: string, max: number) => ({ message: `${field} is text of at most ${max} characters` });
const required = (field: string) => ({ message: `Give the ${field}` });

/**
 * A listing as an administrator writes it, whole: the form sends every field. Pay may be left out on a
 * draft; publishing needs it (see job-rules.ts).
 */
export class JobWriteDto {
  @ApiProperty({ maxLength: JOB_LIMITS.titleMax })
  @IsString(text('title', JOB_LIMITS.titleMax))
  @Matches(/\S/, required('title'))
  @MaxLength(JOB_LIMITS.titleMax, text('title', JOB_LIMITS.titleMax))
  title: string;

  @ApiProperty({ maxLength: JOB_LIMITS.titleMax })
  @IsString(text('employer', JOB_LIMITS.titleMax))
  @Matches(/\S/, required('employer'))
  @MaxLength(JOB_LIMITS.titleMax, text('employer', JOB_LIMITS.titleMax))
  employer: string;

  @ApiProperty({ enum: JOB_SETTINGS })
  @IsIn(JOB_SETTINGS, { message: `setting is one of ${JOB_SETTINGS.join(', ')}` })
  setting: JobSetting;

  @ApiProperty({ maxLength: JOB_LIMITS.cityMax, example: 'Columbus' })
  @IsString(text('city', JOB_LIMITS.cityMax))
  @Matches(/\S/, required('city'))
  @MaxLength(JOB_LIMITS.cityMax, text('city', JOB_LIMITS.cityMax))
  city: string;

  @ApiProperty({ example: 'OH' })
  @IsIn(US_STATE_CODES, { message: 'state is a two-letter US state code' })
  state: string;

  @ApiProperty({ type: [String], description: 'Catalogue specialties, at least one' })
  @IsArray({ message: 'specialties is a list of catalogue specialties' })
  @ArrayMinSize(1, { message: 'Choose at least one specialty' })
  @ArrayMaxSize(JOB_LIMITS.specialtiesMax, { message: `At most ${JOB_LIMITS.specialtiesMax} specialties` })
  @IsString({ each: true, message: 'specialties is a list of catalogue specialties' })
  specialties: string[];

  @ApiProperty({ enum: EMPLOYMENT_TYPES })
  @IsIn(EMPLOYMENT_TYPES, { message: `employmentType is one of ${EMPLOYMENT_TYPES.join(', ')}` })
  employmentType: EmploymentType;

  @ApiProperty({ enum: SHIFT_PATTERNS })
  @IsIn(SHIFT_PATTERNS, { message: `shiftPattern is one of ${SHIFT_PATTERNS.join(', ')}` })
  shiftPattern: ShiftPattern;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.titleMax, example: 'Three 12-hour night shifts a week' })
  @IsOptional()
  @IsString(text('schedule', JOB_LIMITS.titleMax))
  @MaxLength(JOB_LIMITS.titleMax, text('schedule', JOB_LIMITS.titleMax))
  schedule?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 80 })
  @IsOptional()
  @IsInt({ message: 'hoursPerWeek is a whole number of hours from 1 to 80' })
  @Min(1, { message: 'hoursPerWeek is a whole number of hours from 1 to 80' })
  @Max(80, { message: 'hoursPerWeek is a whole number of hours from 1 to 80' })
  hoursPerWeek?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 104, description: 'Travel and contract jobs' })
  @IsOptional()
  @IsInt({ message: 'contractWeeks is a whole number of weeks from 1 to 104' })
  @Min(1, { message: 'contractWeeks is a whole number of weeks from 1 to 104' })
  @Max(104, { message: 'contractWeeks is a whole number of weeks from 1 to 104' })
  contractWeeks?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Travel and contract jobs' })
  @IsOptional()
  @IsCalendarDate()
  startDate?: string | null;

  @ApiProperty({ enum: WALLET_LICENCE_TYPES, isArray: true })
  @IsArray({ message: `requiredLicences is a list of ${WALLET_LICENCE_TYPES.join(', ')}` })
  @IsIn(WALLET_LICENCE_TYPES, { each: true, message: `requiredLicences is a list of ${WALLET_LICENCE_TYPES.join(', ')}` })
  requiredLicences: string[];

  @ApiProperty({ type: [String], description: 'Catalogue certifications or free text' })
  @IsArray({ message: 'requiredCertifications is a list of texts' })
  @ArrayMaxSize(JOB_LIMITS.certificationsMax, { message: `At most ${JOB_LIMITS.certificationsMax} certifications` })
  @IsString({ each: true, message: 'requiredCertifications is a list of texts' })
  @MaxLength(JOB_LIMITS.cityMax, { each: true, message: text('A certification', JOB_LIMITS.cityMax).message })
  requiredCertifications: string[];

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.payIncludesMax, example: 'CCRN preferred; ACLS and BLS required' })
  @IsOptional()
  @IsString(text('credentialNote', JOB_LIMITS.payIncludesMax))
  @MaxLength(JOB_LIMITS.payIncludesMax, text('credentialNote', JOB_LIMITS.payIncludesMax))
  credentialNote?: string;

  @ApiPropertyOptional({ enum: WORK_MODES, default: 'in-person' })
  @IsOptional()
  @IsIn(WORK_MODES, { message: `workMode is one of ${WORK_MODES.join(', ')}` })
  workMode?: WorkMode;

  @ApiPropertyOptional({ minimum: 0, maximum: 40 })
  @IsOptional()
  @IsInt({ message: 'experienceYears is a whole number of years from 0 to 40' })
  @Min(0, { message: 'experienceYears is a whole number of years from 0 to 40' })
  @Max(40, { message: 'experienceYears is a whole number of years from 0 to 40' })
  experienceYears?: number;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.titleMax })
  @IsOptional()
  @IsString(text('education', JOB_LIMITS.titleMax))
  @MaxLength(JOB_LIMITS.titleMax, text('education', JOB_LIMITS.titleMax))
  education?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Lowest pay in dollars of payUnit, to the cent' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'payMin is an amount in dollars, to the cent' })
  @Min(0, { message: 'payMin is an amount in dollars, to the cent' })
  @Max(JOB_LIMITS.payMaxDollars, { message: `payMin is at most ${JOB_LIMITS.payMaxDollars} dollars` })
  payMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Highest pay in dollars of payUnit, to the cent' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'payMax is an amount in dollars, to the cent' })
  @Min(0, { message: 'payMax is an amount in dollars, to the cent' })
  @Max(JOB_LIMITS.payMaxDollars, { message: `payMax is at most ${JOB_LIMITS.payMaxDollars} dollars` })
  payMax?: number | null;

  @ApiPropertyOptional({ enum: PAY_UNITS, nullable: true })
  @IsOptional()
  @IsIn(PAY_UNITS, { message: `payUnit is one of ${PAY_UNITS.join(', ')}` })
  payUnit?: PayUnit | null;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.payIncludesMax, example: 'Taxable $28/h plus $1,400 a week in housing and meal stipends' })
  @IsOptional()
  @IsString(text('payIncludes', JOB_LIMITS.payIncludesMax))
  @MaxLength(JOB_LIMITS.payIncludesMax, text('payIncludes', JOB_LIMITS.payIncludesMax))
  payIncludes?: string;

  @ApiProperty({ maxLength: JOB_LIMITS.longTextMax })
  @IsString(text('description', JOB_LIMITS.longTextMax))
  @Matches(/\S/, required('description'))
  @MaxLength(JOB_LIMITS.longTextMax, text('description', JOB_LIMITS.longTextMax))
  description: string;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.longTextMax })
  @IsOptional()
  @IsString(text('responsibilities', JOB_LIMITS.longTextMax))
  @MaxLength(JOB_LIMITS.longTextMax, text('responsibilities', JOB_LIMITS.longTextMax))
  responsibilities?: string;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.longTextMax })
  @IsOptional()
  @IsString(text('qualifications', JOB_LIMITS.longTextMax))
  @MaxLength(JOB_LIMITS.longTextMax, text('qualifications', JOB_LIMITS.longTextMax))
  qualifications?: string;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.longTextMax })
  @IsOptional()
  @IsString(text('benefits', JOB_LIMITS.longTextMax))
  @MaxLength(JOB_LIMITS.longTextMax, text('benefits', JOB_LIMITS.longTextMax))
  benefits?: string;

  @ApiProperty({ maxLength: 500, example: 'https://careers.example.org/jobs/1001' })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'applyUrl is the http(s) address of the employer’s page' })
  @MaxLength(500, { message: 'applyUrl is at most 500 characters' })
  applyUrl: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'The last day to apply; not before today' })
  @IsOptional()
  @IsCalendarDate()
  closingOn?: string | null;
}
