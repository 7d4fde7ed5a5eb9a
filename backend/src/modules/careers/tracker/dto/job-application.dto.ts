import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../../credentials/dto/calendar-date';
import { JobDto } from '../../jobs/dto/job.dto';
import { APPLICATION_STAGES, TRACKER_LIMITS, type ApplicationStage } from '../application-stages';

export class TrackJobDto {
  @ApiPropertyOptional({ enum: APPLICATION_STAGES, description: "Where she is with it; a new entry is 'saved' unless given" })
  @IsOptional()
  @IsIn(APPLICATION_STAGES, { message: `stage is one of ${APPLICATION_STAGES.join(', ')}` })
  stage?: ApplicationStage;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'The day she reached the stage; today when left out; not after today' })
  @IsOptional()
  @IsCalendarDate()
  on?: string;

  @ApiPropertyOptional({ maxLength: TRACKER_LIMITS.noteMax, description: 'Her private note; left out keeps it' })
  @IsOptional()
  @IsString({ message: `note is text of at most ${TRACKER_LIMITS.noteMax} characters` })
  @MaxLength(TRACKER_LIMITS.noteMax, { message: `note is text of at most ${TRACKER_LIMITS.noteMax} characters` })
  note?: string;
}

export class StageReachedDto {
  @ApiProperty({ enum: APPLICATION_STAGES }) stage: ApplicationStage;
  @ApiProperty({ format: 'date' }) on: string;
}

export class JobApplicationDto {
  @ApiProperty() jobId: number;
  @ApiProperty({ enum: APPLICATION_STAGES }) stage: ApplicationStage;
  @ApiProperty({ type: [StageReachedDto], description: 'Each stage she moved to, oldest first' }) stages: StageReachedDto[];
  @ApiProperty() note: string;
  @ApiProperty({ description: 'The listing closed or changed its pay since she last updated this entry' }) listingChanged: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: JobDto, description: 'The listing as it stands, closed ones included' }) job: JobDto;
}

export class JobApplicationListDto {
  @ApiProperty({ type: [JobApplicationDto] }) items: JobApplicationDto[];
}
