import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { JobFiltersDto } from '../../jobs/dto/job-search.dto';
import { JOB_ALERT_LIMITS } from '../job-alert-rules';

const NAME = { message: `name is text of 1 to ${JOB_ALERT_LIMITS.nameMax} characters` };

export class JobAlertWriteDto {
  @ApiProperty({ maxLength: JOB_ALERT_LIMITS.nameMax, example: 'ICU nights in Texas' })
  @IsString(NAME)
  @Matches(/\S/, NAME)
  @MaxLength(JOB_ALERT_LIMITS.nameMax, NAME)
  name: string;

  @ApiProperty({ type: JobFiltersDto, description: 'The filters of the search, as GET /jobs takes them (without sort or paging)' })
  @IsDefined({ message: 'filters is an object of search filters' })
  @ValidateNested({ message: 'filters is an object of search filters' })
  @Type(() => JobFiltersDto)
  filters: JobFiltersDto;

  @ApiPropertyOptional({ default: true, description: 'Tell her of new matching listings, batched with her other notifications' })
  @IsOptional()
  @IsBoolean({ message: 'alertsOn is true or false' })
  alertsOn?: boolean;
}

export class JobAlertDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: JobFiltersDto }) filters: JobFiltersDto;
  @ApiProperty() alertsOn: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class JobAlertListDto {
  @ApiProperty({ type: [JobAlertDto] }) items: JobAlertDto[];
}

export class JobAlertRunDto {
  @ApiProperty({ description: 'Saved searches whose nurse was told of new listings' }) alerted: number;
}
