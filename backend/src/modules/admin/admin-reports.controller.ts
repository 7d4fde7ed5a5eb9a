import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { AppRequest } from '../../common/request-context';
import { Access } from '../../sessions/access.decorator';
import { toMessageDto } from '../messaging/message.mapper';
import type { UserEntity } from '../users/entities/user.entity';
import type { MessageEntity } from '../messaging/entities/message.entity';
import { FiledReportDto, ReportActionDto, ReportPageDto, ReportQueryDto, type ReportedMessageDto } from '../reports/dto/report.dto';
import type { ReportEntity } from '../reports/entities/report.entity';
import { ReportsService } from '../reports/reports.service';

const party = (user: UserEntity | undefined) => ({
  id: user?.id ?? 0,
  name: user?.name ?? '',
  email: user?.email ?? '',
  accountStatus: user?.accountStatus ?? 'pending',
});

/** The reported text as filed, marked edited or deleted by the sender when she did so since. */
function reportedMessageOf(report: ReportEntity, context: readonly MessageEntity[]): ReportedMessageDto | null {
  if (report.messageId === null && report.messageContent === null) return null;
  const message = context.find(({ id }) => id === report.messageId);
  // Reports filed before texts were kept with them show the message as it stands.
  return {
    originalContent: report.messageContent ?? message?.content ?? '',
    edited: Boolean(message?.editedAt),
    deletedBySender: Boolean(message?.deletedAt),
  };
}

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOperation({ summary: 'Reports with a status (open by default), newest first, each reported message in context' })
  @ApiOkResponse({ type: ReportPageDto })
  @ApiErrors(400, 401)
  async list(@Query() query: ReportQueryDto): Promise<ReportPageDto> {
    const { items, total, nextCursor } = await this.reports.page(query.status, query.cursor, query.pageSize);
    return {
      items: items.map(({ report, context }) => ({
        id: report.id,
        reason: report.reason,
        details: report.details,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
        resolvedAt: report.resolvedAt?.toISOString() ?? null,
        reporter: party(report.reporter),
        reported: party(report.reportedUser),
        messageId: report.messageId,
        reportedMessage: reportedMessageOf(report, context),
        context: context.map(toMessageDto),
      })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Put(':reportId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss a report, or suspend the account reported; audited' })
  @ApiOkResponse({ type: FiledReportDto })
  @ApiErrors(400, 401, 404, 409)
  async resolve(
    @Param('reportId', ParseIntPipe) reportId: number,
    @Body() body: ReportActionDto,
    @Req() req: AppRequest,
  ): Promise<FiledReportDto> {
    const { id, status } = await this.reports.resolve(reportId, body.action, req.ip);
    return { id, status };
  }
}
