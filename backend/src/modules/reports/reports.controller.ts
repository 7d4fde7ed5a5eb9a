import { Body, Controller, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { FiledReportDto, FileReportDto } from './dto/report.dto';
import { ReportsService } from './reports.service';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('reports')
@ApiCookieAuth('sid')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @Idempotent()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Report a nurse, or a message she sent you, to the administrators',
    description:
      'One open report per nurse and message; administrators dismiss it or suspend the account. A nurse outside the network ' +
      '(unknown, on the waitlist or suspended) is not found. More than REPORTS_PER_DAY reports a day get 429.',
  })
  @ApiCreatedResponse({ type: FiledReportDto })
  @ApiErrors(400, 401, 403, 404, 409, 429)
  async file(@CurrentUser() nurse: UserEntity, @Body() body: FileReportDto): Promise<FiledReportDto> {
    const { id, status } = await this.reports.file(nurse, body);
    return { id, status };
  }
}
