import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import type { AppRequest } from '../../../common/request-context';
import { Access, StaffRole } from '../../../sessions/access.decorator';
import { AdminJobsService } from './admin-jobs.service';
import { AdminJobQueryDto } from '../jobs/dto/job-search.dto';
import { JobWriteDto } from '../jobs/dto/job-write.dto';
import { AdminJobPageDto, JobDetailDto, JobFollowersDto } from '../jobs/dto/job.dto';
import { JobsService } from '../jobs/jobs.service';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@StaffRole('jobs')
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(
    private readonly admin: AdminJobsService,
    private readonly jobs: JobsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every listing, drafts and closed ones included, newest first, by status and words' })
  @ApiOkResponse({ type: AdminJobPageDto })
  @ApiErrors(400, 401)
  list(@Query() query: AdminJobQueryDto): Promise<AdminJobPageDto> {
    return this.jobs.adminList(query);
  }

  @Post()
  @ApiOperation({ summary: 'Write a new listing as a draft; publish it with POST /admin/jobs/{jobId}/open' })
  @ApiCreatedResponse({ type: JobDetailDto })
  @ApiErrors(400, 401)
  async create(@Body() body: JobWriteDto, @Req() req: AppRequest): Promise<JobDetailDto> {
    const job = await this.admin.create(body, req.ip);
    return this.jobs.adminDetail(job.id);
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'One listing with its pay history' })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiErrors(400, 401, 404)
  detail(@Param('jobId', ParseIntPipe) id: number): Promise<JobDetailDto> {
    return this.jobs.adminDetail(id);
  }

  @Get(':jobId/followers')
  @ApiOperation({ summary: 'How many nurses follow a listing: those told when it closes or its pay changes' })
  @ApiOkResponse({ type: JobFollowersDto })
  @ApiErrors(400, 401, 404)
  async followers(@Param('jobId', ParseIntPipe) id: number): Promise<JobFollowersDto> {
    return { count: await this.admin.followers(id) };
  }

  @Put(':jobId')
  @ApiOperation({
    summary: 'Rewrite a listing, every field',
    description: 'A published listing keeps a pay range (409 without one); a change of its pay is added to its pay history.',
  })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiErrors(400, 401, 404, 409)
  async update(@Param('jobId', ParseIntPipe) id: number, @Body() body: JobWriteDto, @Req() req: AppRequest): Promise<JobDetailDto> {
    await this.admin.update(id, body, req.ip);
    return this.jobs.adminDetail(id);
  }

  @Post(':jobId/open')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish a draft, or reopen a closed listing; refused (400) without a pay range' })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiErrors(400, 401, 404, 409)
  async open(@Param('jobId', ParseIntPipe) id: number, @Req() req: AppRequest): Promise<JobDetailDto> {
    await this.admin.open(id, req.ip);
    return this.jobs.adminDetail(id);
  }

  @Post(':jobId/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close a listing: it leaves search at once and stays readable by its address' })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiErrors(400, 401, 404, 409)
  async close(@Param('jobId', ParseIntPipe) id: number, @Req() req: AppRequest): Promise<JobDetailDto> {
    await this.admin.close(id, req.ip);
    return this.jobs.adminDetail(id);
  }
}
