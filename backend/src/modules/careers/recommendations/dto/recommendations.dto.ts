import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { GENERATION_STATES, type GenerationState } from '../entities/career-generation.entity';
import {
  LEVELS,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_TYPES,
  type Level,
  type RecommendationCategory,
  type RecommendationType,
} from '../career-plan';

export class CareerRecommendationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: RECOMMENDATION_TYPES }) recommendationType: RecommendationType;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: LEVELS }) priority: Level;
  @ApiProperty({ enum: RECOMMENDATION_CATEGORIES }) category: RecommendationCategory;
  @ApiProperty() estimatedTimeframe: string;
  @ApiProperty({ enum: LEVELS }) marketDemand: Level;
  @ApiProperty() potentialSalaryIncrease: string;
  @ApiProperty({ type: [String], description: 'In the order to take them' }) requiredSteps: string[];
  @ApiProperty() isCompleted: boolean;
}

export class CareerPlanDto {
  @ApiProperty({ enum: GENERATION_STATES, description: 'queued: still being made; read the list again when it is done' })
  state: GenerationState;
  @ApiProperty() generationId: number;
  @ApiProperty({ type: [CareerRecommendationDto], description: 'The plan, once done' }) items: CareerRecommendationDto[];
}

export class GenerationStatusDto {
  @ApiProperty({ enum: [...GENERATION_STATES, 'none'] }) state: GenerationState | 'none';
  @ApiProperty({ nullable: true, type: Number }) generationId: number | null;
}

export class GeneratePlanDto {
  @ApiPropertyOptional({ description: 'The nurse; when given it must be the signed-in nurse' })
  @IsOptional()
  @IsInt({ message: 'Ids are positive whole numbers' })
  @Min(1, { message: 'Ids are positive whole numbers' })
  userId?: number;
}

export class CompleteRecommendationDto {
  @ApiProperty()
  @IsBoolean({ message: 'isCompleted must be true or false' })
  isCompleted: boolean;
}
