import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMPLOYMENT_TYPES,
  JOB_SETTINGS,
  PAY_UNITS,
  SHIFT_PATTERNS,
  type EmploymentType,
  type JobSetting,
  type PayUnit,
  type ShiftPattern,
} from '@nurse/catalogue';
import { JobListingDto } from '../../catalogue/careers.dto';
import { JOB_STATUSES, WORK_MODES, type JobStatus, type WorkMode } from '../job-rules';

export class JobPayDto {
  @ApiProperty({ description: 'Lowest, in dollars of `unit`' }) min: number;
  @ApiProperty({ description: 'Highest, in dollars of `unit`' }) max: number;
  @ApiProperty({ enum: PAY_UNITS }) unit: PayUnit;
  @ApiProperty({ description: 'What the pay includes (for travel: taxable rate and stipends); may be empty' }) includes: string;
  @ApiProperty({ description: 'The range in dollars an hour by the comparison rule (libs/catalogue/src/jobs.ts)' }) hourlyMin: number;
  @ApiProperty() hourlyMax: number;
  @ApiProperty({ example: '$48.50–$61.75 an hour' }) text: string;
}

export class JobPayChangeDto {
  @ApiProperty() min: number;
  @ApiProperty() max: number;
  @ApiProperty({ enum: PAY_UNITS }) unit: PayUnit;
  @ApiProperty() includes: string;
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) changedAt: string;
}

/**
 * A listing as nurses and the assistant read it: the job board's own fields and, for the Interests
 * screen and API consumers of the first release, the same listing in its original field names.
 */
export class JobDto extends JobListingDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty() title: string;
  @ApiProperty() employer: string;
  @ApiProperty({ enum: JOB_SETTINGS }) setting: JobSetting;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty({ type: [String] }) specialties: string[];
  @ApiProperty({ enum: EMPLOYMENT_TYPES }) employmentType: EmploymentType;
  @ApiProperty({ enum: SHIFT_PATTERNS }) shiftPattern: ShiftPattern;
  @ApiProperty() schedule: string;
  @ApiProperty({ type: Number, nullable: true }) hoursPerWeek: number | null;
  @ApiProperty({ type: Number, nullable: true }) contractWeeks: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
  @ApiProperty({ type: [String] }) requiredLicences: string[];
  @ApiProperty({ type: [String] }) requiredCertifications: string[];
  @ApiProperty() credentialNote: string;
  @ApiProperty({ enum: WORK_MODES }) workMode: WorkMode;
  @ApiProperty() experienceYears: number;
  @ApiProperty() education: string;
  @ApiProperty({ type: JobPayDto, nullable: true, description: 'Null only on a draft' }) pay: JobPayDto | null;
  @ApiProperty() description: string;
  @ApiProperty() responsibilities: string;
  @ApiProperty() qualifications: string;
  @ApiProperty() benefits: string;
  @ApiProperty() applyUrl: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) postedOn: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) closingOn: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
}

export class JobDetailDto extends JobDto {
  @ApiProperty({ type: [JobPayChangeDto], description: 'Its pay as published and each change after, oldest first' })
  payHistory: JobPayChangeDto[];
}

export class JobSearchPageDto {
  @ApiProperty({ type: [JobDto] }) items: JobDto[];
  @ApiProperty({ description: 'Listings matching the filters, on every page' }) total: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
  nextCursor: string | null;
}

export class AdminJobPageDto extends JobSearchPageDto {}

export class JobFollowersDto {
  @ApiProperty({
    description: 'Nurses following the listing (saved it, or applied and still waiting): each is told when it closes or its pay changes',
  })
  count!: number;
}
