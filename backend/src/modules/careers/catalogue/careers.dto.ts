import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '@nurse/domain';

export const MAX_CHIPS = 10;

export class SpecialtyChipsQueryDto {
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_CHIPS,
    description: 'Selected chips, repeated (`?specialty=ICU&specialty=Oncology`); none for every item',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: 'specialty must be one or more texts' })
  @ArrayMaxSize(MAX_CHIPS, { message: `At most ${MAX_CHIPS} specialties at once` })
  @IsString({ each: true, message: 'specialty must be one or more texts' })
  @MaxLength(LIMITS.shortTextMax, { each: true, message: `A specialty is at most ${LIMITS.shortTextMax} characters` })
  specialty?: string[];
}

export class JobListingDto {
  @ApiProperty() JobID: string;
  @ApiProperty() JobTitle: string;
  @ApiProperty() Specialty: string;
  @ApiProperty() Employer: string;
  @ApiProperty() Location: string;
  @ApiProperty({ enum: ['Full-time', 'Part-time'] }) WorkType: 'Full-time' | 'Part-time';
  @ApiProperty() ShiftSchedule: string;
  @ApiProperty({ description: 'A rate or a range, in dollars' }) PayRate: string;
  @ApiProperty({ enum: ['Hourly', 'Annually'] }) PayType: 'Hourly' | 'Annually';
  @ApiProperty() ExperienceRequiredYears: number;
  @ApiProperty() EducationRequired: string;
  @ApiProperty() LicenseCertification1: string;
  @ApiProperty() LicenseCertification2: string;
  @ApiProperty() JobDescription: string;
  @ApiProperty() Responsibilities: string;
  @ApiProperty() Qualifications: string;
  @ApiProperty({ enum: ['In-person', 'Hybrid'] }) RemoteHybridInPerson: 'In-person' | 'Hybrid';
  @ApiProperty() Benefits: string;
  @ApiProperty({ format: 'date' }) DatePosted: string;
  @ApiProperty() ApplicationLink: string;
}

export class LearningResourceDto {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() specialty: string;
  @ApiProperty() provider: string;
  @ApiProperty({ enum: ['Course', 'Certification', 'Workshop'] }) type: 'Course' | 'Certification' | 'Workshop';
  @ApiProperty() duration: string;
  @ApiProperty({ description: 'Free, or a dollar amount' }) cost: string;
  @ApiProperty() description: string;
  @ApiProperty() prerequisites: string;
  @ApiProperty() link: string;
  @ApiProperty({ minimum: 0, maximum: 5 }) rating: number;
}

export class LearningResourcePageDto {
  @ApiProperty({ type: [LearningResourceDto] }) items: LearningResourceDto[];
  @ApiProperty() total: number;
}
