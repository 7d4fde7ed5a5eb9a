import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import { attachmentDisposition } from '../../../uploads/file-names';
import type { UserEntity } from '../../users/entities/user.entity';
import { CeTranscriptService } from './ce-transcript.service';
import { CeTranscriptQueryDto } from './dto/ce-activity.dto';

/** Her CE transcript as a CSV file for an audit. */
@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials')
export class CeTranscriptController {
  constructor(private readonly transcripts: CeTranscriptService) {}

  @Get('ce-transcript.csv')
  @Access('nurse')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download her CE transcript as CSV',
    description:
      'One row per activity, oldest first, with its certificate’s file name or "no certificate". With licenceId, only the ' +
      "activities in that licence’s current cycle. Cells that a spreadsheet would run as a formula are prefixed with '.",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(400, 401, 404)
  async download(
    @CurrentUser() user: UserEntity,
    @Query() query: CeTranscriptQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { fileName, csv } = await this.transcripts.transcript(user, query.licenceId);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachmentDisposition(fileName));
    return csv;
  }
}
