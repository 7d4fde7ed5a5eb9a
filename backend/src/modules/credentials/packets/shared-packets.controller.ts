import { Controller, Get, Headers, Param, ParseEnumPipe, ParseIntPipe, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { InvalidInputError } from '../../../common/domain-errors';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { Access } from '../../../sessions/access.decorator';
import { attachmentDisposition } from '../../../uploads/file-names';
import { CREDENTIAL_DOCUMENT_MIME_TYPES, RESUME_MIME_TYPES } from '../../../uploads/file-sniffer';
import { storedFileResponse } from '../../../uploads/stored-file-response';
import { CREDENTIAL_KINDS, type CredentialKind } from '../credential-kinds';
import { documentResponse } from '../document-response';
import { SharedPacketDto } from './dto/packet.dto';
import { SharedPacketsService, type PacketViewer } from './shared-packets.service';

const KINDS = Object.fromEntries(CREDENTIAL_KINDS.map((kind) => [kind, kind])) as Record<CredentialKind, CredentialKind>;
const kindPipe = new ParseEnumPipe(KINDS, {
  exceptionFactory: () => new InvalidInputError(`A packet holds ${CREDENTIAL_KINDS.join(' and ')}; use one of them in the address`),
});
const PUBLIC = { security: [] };
const TOKEN_PARAM = ApiParam({ name: 'token', description: 'The token of the link she sent' });

const viewerOf = (req: Request, userAgent: string | undefined): PacketViewer => ({ ip: req.ip, userAgent });

/**
 * A shared packet as its recipient reads it: no session, the link's token is the key. Unknown, expired
 * and revoked tokens are all not found; answers, refusals included, carry the headers of
 * packet-link-headers.ts (set by CredentialsModule); each one is in her log.
 */
@ApiTags('credentials')
@Controller('packets/:token')
export class SharedPacketsController {
  constructor(private readonly shared: SharedPacketsService) {}

  @Get()
  @Access('anyone')
  @RateLimit('packet-links')
  @TOKEN_PARAM
  @ApiOperation({
    ...PUBLIC,
    summary: 'The packet she shared: her name, the credentials she chose with their standing, and download links',
  })
  @ApiOkResponse({ type: SharedPacketDto })
  @ApiErrors(404)
  summary(@Param('token') token: string, @Req() req: Request, @Headers('user-agent') userAgent?: string): Promise<SharedPacketDto> {
    return this.shared.summary(token, viewerOf(req, userAgent));
  }

  @Get('ce-transcript.csv')
  @Access('anyone')
  @RateLimit('packet-links')
  @TOKEN_PARAM
  @ApiOperation({ ...PUBLIC, summary: 'Her CE transcript (CSV) as it stands now, when the packet holds it' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(404)
  async transcript(
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Headers('user-agent') userAgent?: string,
  ): Promise<string> {
    const { fileName, csv } = await this.shared.transcript(token, viewerOf(req, userAgent));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachmentDisposition(fileName));
    return csv;
  }

  @Get('resume')
  @Access('anyone')
  @RateLimit('packet-links')
  @TOKEN_PARAM
  @ApiOperation({ ...PUBLIC, summary: 'The résumé on her profile, when the packet holds it' })
  @ApiProduces(...Object.values(RESUME_MIME_TYPES))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404)
  async resume(
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Headers('user-agent') userAgent?: string,
  ): Promise<StreamableFile> {
    const file = await this.shared.resume(token, viewerOf(req, userAgent));
    res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return storedFileResponse(res, file, file.contentType);
  }

  @Get(':kind/:entryId/document')
  @Access('anyone')
  @RateLimit('packet-links')
  @TOKEN_PARAM
  @ApiParam({ name: 'kind', enum: CREDENTIAL_KINDS })
  @ApiOperation({ ...PUBLIC, summary: 'The document of a licence or certification in the packet, while it is still hers' })
  @ApiProduces(...Object.values(CREDENTIAL_DOCUMENT_MIME_TYPES))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async document(
    @Param('token') token: string,
    @Param('kind', kindPipe) kind: CredentialKind,
    @Param('entryId', ParseIntPipe) entryId: number,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Headers('user-agent') userAgent?: string,
  ): Promise<StreamableFile> {
    const file = await this.shared.document(token, kind, entryId, viewerOf(req, userAgent));
    const answer = documentResponse(res, file);
    res.setHeader('Cache-Control', 'no-store');
    return answer;
  }
}
