import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
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
import { US_STATE_CODES } from '@nurse/domain';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../../common/page-query.dto';
import { SpecialtyChipsQueryDto } from '../../catalogue/careers.dto';
import { JOB_LIMITS } from '../job-limits';
import { JOB_STATUSES, type JobStatus } from '../job-rules';
import { JOB_SORTS, type JobSort } from '../jobs.repository';

/** A repeated query parameter as a list, one value or many. */
const AsList = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value));

class JobFilterFieldsDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words in the title, employer, city or description' })
  @IsOptional()
  @IsString({ message: 'q is text' })
  @MaxLength(100, { message: 'q is at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ type: [String], example: ['TX'], description: 'States, repeated' })
  @IsOptional()
  @AsList()
  @IsIn(US_STATE_CODES, { each: true, message: 'state is one or more two-letter US state codes' })
  state?: string[];

  @ApiPropertyOptional({ enum: EMPLOYMENT_TYPES, isArray: true })
  @IsOptional()
  @AsList()
  @IsIn(EMPLOYMENT_TYPES, { each: true, message: `employmentType is one or more of ${EMPLOYMENT_TYPES.join(', ')}` })
  employmentType?: EmploymentType[];

  @ApiPropertyOptional({ enum: SHIFT_PATTERNS, isArray: true })
  @IsOptional()
  @AsList()
  @IsIn(SHIFT_PATTERNS, { each: true, message: `shift is one or more of ${SHIFT_PATTERNS.join(', ')}` })
  shift?: ShiftPattern[];

  @ApiPropertyOptional({ enum: JOB_SETTINGS, isArray: true })
  @IsOptional()
  @AsList()
  @IsIn(JOB_SETTINGS, { each: true, message: `setting is one or more of ${JOB_SETTINGS.join(', ')}` })
  setting?: JobSetting[];

  @ApiPropertyOptional({ description: 'Lowest pay wanted, in dollars of minPayUnit; compared by the rule in libs/catalogue/src/jobs.ts' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'minPay is an amount in dollars' })
  @Min(0, { message: 'minPay is an amount in dollars' })
  @Max(JOB_LIMITS.payMaxDollars, { message: `minPay is at most ${JOB_LIMITS.payMaxDollars} dollars` })
  minPay?: number;

  @ApiPropertyOptional({ enum: PAY_UNITS })
  @IsOptional()
  @IsIn(PAY_UNITS, { message: `minPayUnit is one of ${PAY_UNITS.join(', ')}` })
  minPayUnit?: PayUnit;
}

/** What a search keeps: as query parameters of a search, or as the body of a saved search. */
export class JobFiltersDto extends IntersectionType(SpecialtyChipsQueryDto, JobFilterFieldsDto) {
  @ApiPropertyOptional({
    description:
      'Only listings in states where her licences let her practise (the wallet), each licence type the listing requires covering its state; or her licensed states',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'practiceOnly is true or false' })
  practiceOnly?: boolean;
}

export class JobSearchQueryDto extends IntersectionType(JobFiltersDto, PageQueryDto) {
  @ApiPropertyOptional({ minimum: 1, maximum: JOB_LIMITS.postedWithinDaysMax })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `postedWithinDays is a whole number of days from 1 to ${JOB_LIMITS.postedWithinDaysMax}` })
  @Min(1, { message: `postedWithinDays is a whole number of days from 1 to ${JOB_LIMITS.postedWithinDaysMax}` })
  @Max(JOB_LIMITS.postedWithinDaysMax, {
    message: `postedWithinDays is a whole number of days from 1 to ${JOB_LIMITS.postedWithinDaysMax}`,
  })
  postedWithinDays?: number;

  @ApiPropertyOptional({ enum: JOB_SORTS, default: 'relevance', description: 'relevance: title matches of q first, then newest' })
  @IsOptional()
  @IsIn(JOB_SORTS, { message: `sort is one of ${JOB_SORTS.join(', ')}` })
  sort?: JobSort;
}

export class AdminJobQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words in the title, employer, city or description' })
  @IsOptional()
  @IsString({ message: 'q is text' })
  @MaxLength(100, { message: 'q is at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: JOB_STATUSES, isArray: true })
  @IsOptional()
  @AsList()
  @IsIn(JOB_STATUSES, { each: true, message: `status is one or more of ${JOB_STATUSES.join(', ')}` })
  status?: JobStatus[];
}
