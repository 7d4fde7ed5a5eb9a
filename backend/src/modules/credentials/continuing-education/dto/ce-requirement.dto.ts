import { ApiProperty } from '@nestjs/swagger';
import { CE_TOPICS, type CeTopic } from '@nurse/catalogue';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, Max, Min, ValidateNested } from 'class-validator';
import { IsCalendarDate } from '../../dto/calendar-date';
import { CE_LIMITS } from '../ce-limits';
import { CE_MESSAGES as M } from '../ce-messages';

const NUMBER = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 };

export class CeTopicHoursDto {
  @ApiProperty({ enum: CE_TOPICS })
  @IsIn(CE_TOPICS, { message: M.topics })
  topic: CeTopic;

  @ApiProperty({ example: 2 })
  @IsNumber(NUMBER, { message: M.topicHours })
  @Min(0.1, { message: M.topicHours })
  @Max(CE_LIMITS.requirementHoursMax, { message: M.topicHours })
  hours: number;
}

/** The requirement she reads on her board's site, for one licence. */
export class PutCeRequirementDto {
  @ApiProperty({ example: 24, description: 'Hours per cycle; 0 when her board requires none' })
  @IsNumber(NUMBER, { message: M.requirementHours })
  @Min(0, { message: M.requirementHours })
  @Max(CE_LIMITS.requirementHoursMax, { message: M.requirementHours })
  hours: number;

  @ApiProperty({ format: 'date', description: 'The cycle’s first day, counted' })
  @IsCalendarDate()
  cycleStart: string;

  @ApiProperty({ format: 'date', description: 'The cycle’s last day, counted' })
  @IsCalendarDate()
  cycleEnd: string;

  @ApiProperty({ type: [CeTopicHoursDto] })
  @IsArray({ message: M.topics })
  @ArrayMaxSize(CE_TOPICS.length, { message: M.topicTwice })
  @ValidateNested({ each: true })
  @Type(() => CeTopicHoursDto)
  topics: CeTopicHoursDto[];
}

export class CeRequirementDto {
  @ApiProperty() licenceId: number;
  @ApiProperty() hours: number;
  @ApiProperty({ format: 'date' }) cycleStart: string;
  @ApiProperty({ format: 'date' }) cycleEnd: string;
  @ApiProperty({ type: [CeTopicHoursDto] }) topics: CeTopicHoursDto[];
}
