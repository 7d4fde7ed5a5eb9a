import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Put, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { AppRequest } from '../../common/request-context';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { toMessageDto } from '../messaging/message.mapper';
import type { AttachmentVariant } from '../messaging/attachments/attachment-links';
import { attachmentResponse } from '../messaging/attachments/attachment-response';
import { toMessageAttachmentDto } from '../messaging/attachments/message-attachment.mapper';
import { VARIANT_PARAM, variantPipe } from '../messaging/attachments/message-attachments.controller';
import type { UserEntity } from '../users/entities/user.entity';
import type { MessageEntity } from '../messaging/entities/message.entity';
import { FiledReportDto, ReportActionDto, ReportPageDto, ReportQueryDto, type ReportedMessageDto } from '../reports/dto/report.dto';
import type { ReportEntity } from '../reports/entities/report.entity';
import { ReportsService } from '../reports/reports.service';

const adminLink = (attachmentId: number, variant: AttachmentVariant) => `/api/admin/reports/attachments/${attachmentId}/${variant}`;

const party = (user: UserEntity | null | undefined) => ({
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
@StaffRole('moderator')
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
      items: items.map(({ report, context, groupName }) => ({
        id: report.id,
        reason: report.reason,
        details: report.details,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
        resolvedAt: report.resolvedAt?.toISOString() ?? null,
        reporter: party(report.reporter),
        reported: party(report.reportedUser),
        messageId: report.messageId,
        groupName,
        reportedMessage: reportedMessageOf(
          report,
          context.map(({ message }) => message),
        ),
        context: context.map(({ message, attachments }) => ({
          ...toMessageDto(message),
          attachments: attachments.map((attachment) => toMessageAttachmentDto(attachment, adminLink)),
        })),
      })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Get('attachments/:attachmentId/:variant')
  @VARIANT_PARAM
  @ApiOperation({ summary: 'A photo, its thumbnail or a PDF of a message in a conversation with a reported message, shown inline' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404)
  async attachment(
    @Param('attachmentId', ParseIntPipe) attachmentId: number,
    @Param('variant', variantPipe) variant: AttachmentVariant,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return attachmentResponse(res, await this.reports.openAttachment(attachmentId, variant), 0);
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
