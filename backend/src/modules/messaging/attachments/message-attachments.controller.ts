import {
  Controller,
  Get,
  Param,
  ParseEnumPipe,
  ParseIntPipe,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TEXTS as T } from '@nurse/domain';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { InvalidInputError } from '../../../common/domain-errors';
import { AcceptsMultipart } from '../../../common/json-routes.guard';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import { SingleFileUpload } from '../../../uploads/single-file-upload.interceptor';
import type { UserEntity } from '../../users/entities/user.entity';
import type { UploadedFile as UploadedFileData } from '../../users/profile.service';
import { AttachmentLinkQueryDto, UploadedAttachmentDto } from '../dto/attachments.dto';
import { ATTACHMENT_VARIANTS, type AttachmentVariant } from './attachment-links';
import { AttachmentLinksService } from './attachment-links.service';
import { attachmentResponse } from './attachment-response';
import { toUploadedAttachmentDto } from './message-attachment.mapper';
import { MessageAttachmentsService } from './message-attachments.service';

export const variantPipe = new ParseEnumPipe(Object.fromEntries(ATTACHMENT_VARIANTS.map((v) => [v, v])), {
  exceptionFactory: () => new InvalidInputError(`Ask for one of: ${ATTACHMENT_VARIANTS.join(', ')}`),
});
export const VARIANT_PARAM = ApiParam({ name: 'variant', enum: ATTACHMENT_VARIANTS });
const PRODUCES = ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf');
const FILE = { schema: { type: 'string', format: 'binary' } } as const;
/** How long her browser may keep a file it fetched with her session. */
const SESSION_CACHE_SECONDS = 300;

@ApiTags('messages')
@Controller()
export class MessageAttachmentsController {
  constructor(
    private readonly attachments: MessageAttachmentsService,
    private readonly links: AttachmentLinksService,
  ) {}

  @Post('messages/attachments')
  @ApiCookieAuth('sid')
  @Access('live-nurse')
  @RateLimit('uploads')
  @AcceptsMultipart()
  @UseInterceptors(SingleFileUpload({ field: 'file', maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES, tooLargeMessage: T.tooLarge }))
  @ApiOperation({
    summary: 'Upload a photo or PDF to send with a message',
    description:
      'One file as the multipart field `file`: JPEG, PNG, WebP or HEIC (stored as JPEG), or PDF, judged by its bytes, at most 10 MB. ' +
      'A photo is re-encoded without its metadata and given a thumbnail. Send it within a day in attachmentIds of POST /api/messages ' +
      '(at most 5 a message), or it is deleted.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, HEIC or PDF, at most 10 MB' } },
    },
  })
  @ApiCreatedResponse({ type: UploadedAttachmentDto })
  @ApiErrors(400, 401, 403, 413, 429)
  async upload(@CurrentUser() nurse: UserEntity, @UploadedFile() file: UploadedFileData | undefined): Promise<UploadedAttachmentDto> {
    return toUploadedAttachmentDto(await this.attachments.upload(nurse.id, file));
  }

  @Get('messages/attachments/:attachmentId/:variant')
  @ApiCookieAuth('sid')
  @Access('live-nurse')
  @VARIANT_PARAM
  @ApiOperation({
    summary: 'A photo, its thumbnail or a PDF sent in your conversation, shown inline',
    description:
      'Only the two nurses of the conversation (and the uploader before it is sent); not found while either has blocked the other.',
  })
  @PRODUCES
  @ApiOkResponse(FILE)
  @ApiErrors(400, 401, 403, 404)
  async open(
    @CurrentUser() nurse: UserEntity,
    @Param('attachmentId', ParseIntPipe) id: number,
    @Param('variant', variantPipe) variant: AttachmentVariant,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return attachmentResponse(res, await this.attachments.openFor(nurse.id, id, variant), SESSION_CACHE_SECONDS);
  }

  @Get('message-attachment-links/:attachmentId/:variant')
  @Access('anyone')
  @VARIANT_PARAM
  @ApiOperation({
    summary: 'The same file by the signed link the thread gives (for <img src>); works at most 15 minutes',
    description:
      'The link names the nurse it was made for, who must still be one of the conversation with no block between the two. ' +
      'An expired link: 403; a link not made by the API: 404.',
    security: [],
  })
  @PRODUCES
  @ApiOkResponse(FILE)
  @ApiErrors(400, 403, 404)
  async openByLink(
    @Param('attachmentId', ParseIntPipe) id: number,
    @Param('variant', variantPipe) variant: AttachmentVariant,
    @Query() query: AttachmentLinkQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const now = new Date();
    const viewerId = this.links.viewerOf(
      { attachmentId: id, variant, viewerId: query.viewer, expires: query.expires },
      query.signature,
      now,
    );
    const file = await this.attachments.openFor(viewerId, id, variant);
    return attachmentResponse(res, file, query.expires - now.getTime() / 1000);
  }
}
