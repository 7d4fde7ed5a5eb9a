import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
  ParseIntPipe,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import { InvalidInputError } from '../../common/domain-errors';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { RequestAuth } from '../../common/request-context';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import { CREDENTIAL_DOCUMENT_MIME_TYPES } from '../../uploads/file-sniffer';
import type { UserEntity } from '../users/entities/user.entity';
import type { UploadedFile as UploadedFileData } from '../users/profile.service';
import { CREDENTIAL_KINDS, type CredentialKind } from './credential-kinds';
import { CREDENTIAL_MESSAGES as M } from './credential-messages';
import { DocumentUpload } from './document-upload.decorator';
import { CredentialDocuments } from './credential-documents.service';
import { documentResponse } from './document-response';
import { WalletService } from './wallet.service';

const KINDS = Object.fromEntries(CREDENTIAL_KINDS.map((kind) => [kind, kind])) as Record<CredentialKind, CredentialKind>;
const kindPipe = new ParseEnumPipe(KINDS, {
  exceptionFactory: () => new InvalidInputError(`The wallet holds ${CREDENTIAL_KINDS.join(' and ')}; use one of them in the address`),
});
const KIND_PARAM = ApiParam({ name: 'kind', enum: CREDENTIAL_KINDS });

/** What licences and certifications have in common: deleting one, and its document. */
@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials')
export class WalletEntriesController {
  constructor(
    private readonly wallet: WalletService,
    private readonly documents: CredentialDocuments,
  ) {}

  @Delete(':kind/:entryId')
  @Access('nurse')
  @KIND_PARAM
  @ApiOperation({ summary: 'Delete her licence or certification; its document is deleted with it' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async remove(
    @Param('kind', kindPipe) kind: CredentialKind,
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
  ): Promise<MessageResponseDto> {
    await this.wallet.remove(kind, id, user);
    return { message: kind === 'licences' ? M.licenceDeleted : M.certificationDeleted };
  }

  @Post(':kind/:entryId/document')
  @Access('nurse')
  @RateLimit('uploads')
  @HttpCode(200)
  @DocumentUpload('Attach or replace the document of her licence or certification')
  @KIND_PARAM
  async attach(
    @Param('kind', kindPipe) kind: CredentialKind,
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<MessageResponseDto> {
    const entry = await this.wallet.own(kind, id, user);
    await this.documents.attach(this.wallet.documentHolder(kind), entry, file);
    return { message: 'Document stored' };
  }

  @Get(':kind/:entryId/document')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @KIND_PARAM
  @ApiOperation({ summary: 'Download the document as an attachment (its owner and administrators; anyone else: not found)' })
  @ApiProduces(...Object.values(CREDENTIAL_DOCUMENT_MIME_TYPES))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404)
  async download(
    @Param('kind', kindPipe) kind: CredentialKind,
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentAuth() auth: RequestAuth,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.documents.open(await this.wallet.readable(kind, id, auth));
    return documentResponse(res, file);
  }

  @Delete(':kind/:entryId/document')
  @Access('nurse')
  @KIND_PARAM
  @ApiOperation({ summary: 'Delete the document of her licence or certification; the entry stays' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async detach(
    @Param('kind', kindPipe) kind: CredentialKind,
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
  ): Promise<MessageResponseDto> {
    await this.documents.detach(this.wallet.documentHolder(kind), await this.wallet.own(kind, id, user));
    return { message: M.documentDeleted };
  }
}
