import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { ForbiddenError } from '../../../common/domain-errors';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import {
  CareerPlanDto,
  CareerRecommendationDto,
  CompleteRecommendationDto,
  GeneratePlanDto,
  GenerationStatusDto,
} from './dto/recommendations.dto';
import type { CareerRecommendationEntity } from './entities/career-recommendation.entity';
import { RecommendationsService } from './recommendations.service';

const toDto = ({ user: _user, userId: _userId, createdAt: _createdAt, ...item }: CareerRecommendationEntity): CareerRecommendationDto =>
  item;

@ApiTags('career recommendations')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller('career-recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get()
  @ApiOperation({ summary: 'Your career plan, in the order it was generated' })
  @ApiOkResponse({ type: [CareerRecommendationDto] })
  @ApiErrors(401, 403)
  async list(@CurrentUser() nurse: UserEntity): Promise<CareerRecommendationDto[]> {
    return (await this.recommendations.list(nurse.id)).map(toDto);
  }

  @Post('generate')
  @ApiOperation({
    summary: 'Generate your career plan',
    description:
      'Queued as a job; answers 200 with the plan when it is made within two seconds, else 202 with state queued (follow GET generation). A request while one is queued joins it: a nurse has at most one generation queued. Completed recommendations are kept; incomplete ones are replaced. More than CAREER_PLAN_REQUESTS_PER_MINUTE requests a minute get 429.',
  })
  @ApiOkResponse({ type: CareerPlanDto })
  @ApiAcceptedResponse({ type: CareerPlanDto })
  @ApiErrors(400, 401, 403, 429)
  async generate(
    @CurrentUser() nurse: UserEntity,
    @Body() body: GeneratePlanDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CareerPlanDto> {
    if (body.userId !== undefined && body.userId !== nurse.id) throw new ForbiddenError();
    const outcome = await this.recommendations.requestPlan(nurse.id);
    res.status(outcome.state === 'queued' ? 202 : 200);
    return { state: outcome.state, generationId: outcome.generationId, items: outcome.items.map(toDto) };
  }

  @Get('generation')
  @ApiOperation({ summary: 'Where your latest plan generation stands' })
  @ApiOkResponse({ type: GenerationStatusDto })
  @ApiErrors(401, 403)
  async generation(@CurrentUser() nurse: UserEntity): Promise<GenerationStatusDto> {
    const latest = await this.recommendations.latestGeneration(nurse.id);
    return { state: latest?.state ?? 'none', generationId: latest?.id ?? null };
  }

  @Put(':id/complete')
  @ApiOperation({ summary: 'Mark one of your recommendations complete, or not' })
  @ApiOkResponse({ type: CareerRecommendationDto })
  @ApiErrors(400, 401, 403, 404)
  async complete(
    @CurrentUser() nurse: UserEntity,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: CompleteRecommendationDto,
  ): Promise<CareerRecommendationDto> {
    return toDto(await this.recommendations.setCompleted(nurse.id, id, body.isCompleted));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of your recommendations' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async remove(@CurrentUser() nurse: UserEntity, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.recommendations.delete(nurse.id, id);
  }
}
