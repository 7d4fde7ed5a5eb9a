import { Controller, Get, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { dataExportFileName } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { SessionAccount } from '../../sessions/session-accounts';
import { attachmentDisposition } from '../../uploads/file-names';
import { storedFileResponse } from '../../uploads/stored-file-response';
import { DataExportService } from './data-export.service';
import { DataExportDto } from './dto/data-export.dto';
import type { DataExportEntity } from './entities/data-export.entity';

const toDto = (row: DataExportEntity | null): DataExportDto => ({
  status: row?.status ?? null,
  requestedAt: row?.requestedAt.toISOString() ?? null,
  readyAt: row?.readyAt?.toISOString() ?? null,
  expiresAt: row?.expiresAt?.toISOString() ?? null,
  bytes: row?.bytes ?? null,
});

@ApiTags('account')
@ApiCookieAuth('sid')
@Controller('account/data-export')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Post()
  @Access('nurse')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a copy of your data: a zip built in the background; you are told in the app and by email when it is ready',
  })
  @ApiAcceptedResponse({ type: DataExportDto })
  @ApiErrors(401, 403, 409, 429)
  async request(@CurrentUser() nurse: SessionAccount): Promise<DataExportDto> {
    return toDto(await this.exports.request(nurse.id));
  }

  @Get()
  @Access('nurse')
  @ApiOperation({ summary: 'Your latest request for your data: its status, times and size' })
  @ApiOkResponse({ type: DataExportDto })
  @ApiErrors(401, 403)
  async latest(@CurrentUser() nurse: SessionAccount): Promise<DataExportDto> {
    return toDto(await this.exports.latest(nurse.id));
  }

  @Get('download')
  @Access('nurse')
  @ApiOperation({ summary: 'Download your latest archive (a zip); gone once its 72 hours are up' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(401, 403, 404, 410)
  async download(@CurrentUser() nurse: SessionAccount, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { file, readyAt } = await this.exports.download(nurse.id);
    res.setHeader('Content-Disposition', attachmentDisposition(dataExportFileName(readyAt)));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return storedFileResponse(res, file, 'application/zip');
  }
}
