import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { JobSearchQueryDto } from './dto/job-search.dto';
import { JobDetailDto, JobSearchPageDto } from './dto/job.dto';
import { JobsService } from './jobs.service';
import { NursePracticeStates } from './nurse-practice-states.service';

@ApiTags('careers')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly practice: NursePracticeStates,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Open job listings, searched, filtered, sorted and paged by the server',
    description:
      'Specialty chips keep a listing when one of its specialties and a chip contain each other, ignoring case. ' +
      'minPay (with minPayUnit) keeps listings whose highest pay reaches it, compared in dollars an hour: a week is the ' +
      "listing's hours (40 when it gives none), a year 52 such weeks. practiceOnly keeps the listings in states her wallet's " +
      'licences let her practise in today, each of the licence types a listing requires covering its state (or the states ' +
      'her profile lists, before she has any licence). Closed listings are never listed.',
  })
  @ApiOkResponse({ type: JobSearchPageDto })
  @ApiErrors(400, 401, 403)
  async search(@CurrentUser() user: UserEntity, @Query() query: JobSearchQueryDto): Promise<JobSearchPageDto> {
    return this.jobs.search(query, query.practiceOnly ? await this.practice.of(user) : null);
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'One listing with its pay history; a closed one stays readable, a draft is not found' })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiErrors(400, 401, 403, 404)
  detail(@Param('jobId', ParseIntPipe) id: number): Promise<JobDetailDto> {
    return this.jobs.detail(id);
  }
}
