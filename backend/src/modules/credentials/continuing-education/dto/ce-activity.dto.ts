import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CE_TOPICS, type CeTopic } from '@nurse/catalogue';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsCalendarDate } from '../../dto/calendar-date';
import { CredentialDocumentDto } from '../../dto/credential-document.dto';
import { CE_LIMITS } from '../ce-limits';
import { CE_MESSAGES as M } from '../ce-messages';

const HOURS = { message: M.hours };

export class CreateCeActivityDto {
  @ApiProperty({ maxLength: CE_LIMITS.titleMax, example: 'Opioid prescribing and pain management' })
  @IsString({ message: M.title })
  @Matches(/\S/, { message: M.title })
  @MaxLength(CE_LIMITS.titleMax, { message: M.title })
  title: string;

  @ApiProperty({ maxLength: CE_LIMITS.providerMax })
  @IsString({ message: M.provider })
  @Matches(/\S/, { message: M.provider })
  @MaxLength(CE_LIMITS.providerMax, { message: M.provider })
  provider: string;

  @ApiProperty({ format: 'date', example: '2026-03-14', description: 'Not in the future' })
  @IsCalendarDate()
  completedOn: string;

  @ApiProperty({
    minimum: CE_LIMITS.hoursMin,
    maximum: CE_LIMITS.hoursMax,
    example: 1.5,
    description: 'Contact hours, at most two decimals',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, HOURS)
  @Min(CE_LIMITS.hoursMin, HOURS)
  @Max(CE_LIMITS.hoursMax, HOURS)
  hours: number;

  @ApiProperty({ enum: CE_TOPICS, isArray: true, description: 'One or more topics it covered; its hours count toward each' })
  @IsArray({ message: M.topics })
  @ArrayMinSize(1, { message: M.topics })
  @ArrayMaxSize(CE_TOPICS.length, { message: M.topics })
  @ArrayUnique({ message: M.topics })
  @IsIn(CE_TOPICS, { each: true, message: M.topics })
  topics: CeTopic[];
}

/** Fields left out stay as they are. */
export class UpdateCeActivityDto extends PartialType(CreateCeActivityDto) {}

export class CeActivityDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() provider: string;
  @ApiProperty({ format: 'date' }) completedOn: string;
  @ApiProperty({ example: 1.5 }) hours: number;
  @ApiProperty({ enum: CE_TOPICS, isArray: true }) topics: CeTopic[];
  @ApiProperty({ type: CredentialDocumentDto, nullable: true, description: 'Her certificate' }) document: CredentialDocumentDto | null;
}

export class CeActivityListDto {
  @ApiProperty({ type: [CeActivityDto], description: 'Most recent first' }) items: CeActivityDto[];
}

export class CeTranscriptQueryDto {
  @ApiPropertyOptional({ description: 'One of her licences: only the activities in its current CE cycle' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.licenceId })
  @Min(1, { message: M.licenceId })
  licenceId?: number;
}
