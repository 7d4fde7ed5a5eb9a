import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import type { AppRequest } from '../../../common/request-context';
import { Access, StaffRole } from '../../../sessions/access.decorator';
import { AuditService } from '../../audit/audit.service';
import { JobAlertRunDto } from './dto/job-alert.dto';
import { JobAlertsService } from './job-alerts.service';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@StaffRole('jobs')
@Controller('admin/job-alerts')
export class AdminJobAlertsController {
  constructor(
    private readonly alerts: JobAlertsService,
    private readonly audit: AuditService,
  ) {}

  @Post('run')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run the job alert pass now',
    description: 'Tells each nurse of listings published since her saved search was last checked; a listing is never news twice.',
  })
  @ApiOkResponse({ type: JobAlertRunDto })
  @ApiErrors(401)
  async run(@Req() req: AppRequest): Promise<JobAlertRunDto> {
    const alerted = await this.alerts.runPass();
    await this.audit.record('run-job-alerts', null, { alerted }, req.ip);
    return { alerted };
  }
}
