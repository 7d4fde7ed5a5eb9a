import { Body, Controller, Delete, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { JobApplicationDto, JobApplicationListDto, TrackJobDto } from './dto/job-application.dto';
import { JobTrackerService } from './job-tracker.service';

@ApiTags('careers')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller('job-applications')
export class JobTrackerController {
  constructor(private readonly tracker: JobTrackerService) {}

  @Get()
  @ApiOperation({ summary: 'Her tracker: the listings she saved or applied to, most recently changed first, closed ones included' })
  @ApiOkResponse({ type: JobApplicationListDto })
  @ApiErrors(401, 403)
  async list(@CurrentUser() user: UserEntity): Promise<JobApplicationListDto> {
    return { items: await this.tracker.list(user) };
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'One listing in her tracker' })
  @ApiOkResponse({ type: JobApplicationDto })
  @ApiErrors(400, 401, 403, 404)
  entry(@CurrentUser() user: UserEntity, @Param('jobId', ParseIntPipe) jobId: number): Promise<JobApplicationDto> {
    return this.tracker.entry(user, jobId);
  }

  @Put(':jobId')
  @ApiOperation({
    summary: 'Save a listing, move it to a stage, or change her note',
    description: 'A new entry needs an open listing (409 once closed). Each stage she moves to is kept with its day.',
  })
  @ApiOkResponse({ type: JobApplicationDto })
  @ApiErrors(400, 401, 403, 404, 409)
  track(
    @CurrentUser() user: UserEntity,
    @Param('jobId', ParseIntPipe) jobId: number,
    @Body() body: TrackJobDto,
  ): Promise<JobApplicationDto> {
    return this.tracker.track(user, jobId, body);
  }

  @Delete(':jobId')
  @ApiOperation({ summary: 'Take a listing out of her tracker' })
  @ApiOkResponse({ description: 'Removed' })
  @ApiErrors(400, 401, 403, 404)
  async remove(@CurrentUser() user: UserEntity, @Param('jobId', ParseIntPipe) jobId: number): Promise<{ message: string }> {
    await this.tracker.remove(user, jobId);
    return { message: 'Removed from your tracker' };
  }
}
