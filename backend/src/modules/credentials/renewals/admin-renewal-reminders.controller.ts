import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import type { AppRequest } from '../../../common/request-context';
import { Access } from '../../../sessions/access.decorator';
import { AuditService } from '../../audit/audit.service';
import { RenewalRunDto } from './dto/renewal-run.dto';
import { RenewalRemindersService } from './renewal-reminders.service';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@Controller('admin/renewal-reminders')
export class AdminRenewalRemindersController {
  constructor(
    private readonly reminders: RenewalRemindersService,
    private readonly audit: AuditService,
  ) {}

  @Post('run')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run the renewal reminder pass now',
    description:
      'Sends every licence and certification milestone due today (and the latest one missed since the last pass, up to 31 days back). A milestone already sent is never sent again, so running it twice is harmless.',
  })
  @ApiOkResponse({ type: RenewalRunDto })
  @ApiErrors(401)
  async run(@Req() req: AppRequest): Promise<RenewalRunDto> {
    const { sent } = await this.reminders.run('admin');
    await this.audit.record('run-renewal-reminders', null, { sent }, req.ip);
    return { sent };
  }
}
