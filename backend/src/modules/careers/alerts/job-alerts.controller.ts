import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { JobAlertDto, JobAlertListDto, JobAlertWriteDto } from './dto/job-alert.dto';
import { JOB_ALERT_MESSAGES } from './job-alert-rules';
import { JobAlertsService } from './job-alerts.service';

@ApiTags('careers')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller('job-alerts')
export class JobAlertsController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Get()
  @ApiOperation({ summary: 'Her saved searches' })
  @ApiOkResponse({ type: JobAlertListDto })
  @ApiErrors(401, 403)
  async list(@CurrentUser() user: UserEntity): Promise<JobAlertListDto> {
    return { items: await this.alerts.list(user) };
  }

  @Post()
  @ApiOperation({
    summary: 'Save a search; with alerts on she hears of new listings that match it',
    description: 'At most 20 saved searches (409 beyond). Listings published before it was saved are not news.',
  })
  @ApiCreatedResponse({ type: JobAlertDto })
  @ApiErrors(400, 401, 403, 409)
  create(@CurrentUser() user: UserEntity, @Body() body: JobAlertWriteDto): Promise<JobAlertDto> {
    return this.alerts.create(user, body);
  }

  @Put(':alertId')
  @ApiOperation({ summary: 'Change a saved search: its name, filters or alert switch' })
  @ApiOkResponse({ type: JobAlertDto })
  @ApiErrors(400, 401, 403, 404)
  update(
    @CurrentUser() user: UserEntity,
    @Param('alertId', ParseIntPipe) id: number,
    @Body() body: JobAlertWriteDto,
  ): Promise<JobAlertDto> {
    return this.alerts.update(user, id, body);
  }

  @Delete(':alertId')
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiOkResponse({ description: 'Deleted' })
  @ApiErrors(400, 401, 403, 404)
  async remove(@CurrentUser() user: UserEntity, @Param('alertId', ParseIntPipe) id: number): Promise<{ message: string }> {
    await this.alerts.remove(user, id);
    return { message: JOB_ALERT_MESSAGES.deleted };
  }
}
