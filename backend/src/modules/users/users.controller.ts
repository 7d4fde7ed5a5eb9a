import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Res,
  StreamableFile,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { NOTICES, PROFILE_VALIDATION, UPLOAD_LIMITS } from '@nurse/domain';
import {
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import { AcceptsMultipart } from '../../common/json-routes.guard';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import { attachmentDisposition } from '../../uploads/file-names';
import { RESUME_MIME_TYPES } from '../../uploads/file-sniffer';
import { SingleFileUpload } from '../../uploads/single-file-upload.interceptor';
import { storedFileResponse } from '../../uploads/stored-file-response';
import { OwnProfileDto, PublicUserDto, UserDto } from './dto/user.dto';
import { ResumeUploadedDto, UpdateUserDto } from './dto/update-user.dto';
import type { UserEntity } from './entities/user.entity';
import { ProfileService, type UploadedFile as UploadedFileData } from './profile.service';
import { UsersService } from './users.service';
import { toPublicUserDto, toUserDto } from './user.mapper';

interface OwnFileUpload {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  accepts: string;
  summary: string;
  description: string;
  response: Type<unknown>;
}

/** A nurse's upload of one file of her own: the owner rule (checked before the body is read), the multipart reading, and the docs. */
const OwnFileUploadRoute = ({ field, maxBytes, tooLargeMessage, accepts, summary, description, response }: OwnFileUpload) =>
  applyDecorators(
    Access('owner', 'id'),
    RateLimit('uploads'),
    HttpCode(200),
    AcceptsMultipart(),
    UseInterceptors(SingleFileUpload({ field, maxBytes, tooLargeMessage })),
    ApiOperation({ summary, description }),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary', description: accepts } },
      },
    }),
    ApiOkResponse({ type: response }),
    ApiErrors(400, 401, 403, 413),
  );

/** What both résumé download routes answer: the file in one of the accepted formats, or an error. */
const ResumeDownloadDocs = () =>
  applyDecorators(
    ApiProduces(...Object.values(RESUME_MIME_TYPES)),
    ApiOkResponse({ schema: { type: 'string', format: 'binary' } }),
    ApiErrors(400, 401, 403, 404),
  );

@ApiTags('users')
@ApiCookieAuth('sid')
@ApiExtraModels(UserDto, OwnProfileDto, PublicUserDto)
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
  ) {}

  @Get(':id')
  @Access('owner-or-live-nurse', 'id')
  @ApiOperation({
    summary: "A nurse's record: the whole record for its owner, professional fields for other nurses",
    description:
      'Her own record also names the certifications her wallet holds (`walletCertifications`), beside those she declared ' +
      '(`certifications`). A nurse on the waitlist, suspended, or with a block between her and the viewer (either way) is not found.',
  })
  // anyOf, not oneOf: the whole record has every public field, so it is a public record too.
  @ApiOkResponse({ schema: { anyOf: [{ $ref: getSchemaPath(OwnProfileDto) }, { $ref: getSchemaPath(PublicUserDto) }] } })
  @ApiErrors(400, 401, 403, 404)
  async findOne(@Param('id', ParseIntPipe) id: number, @CurrentUser() viewer: UserEntity): Promise<OwnProfileDto | PublicUserDto> {
    if (id === viewer.id) return this.profile.own(viewer);
    return toPublicUserDto(await this.users.getNetworkMemberFor(viewer.id, id));
  }

  @Put(':id')
  @Access('owner', 'id')
  @ApiOperation({
    summary: 'Update her own profile and onboarding answers (owner only; an administrator session is not an owner)',
    description:
      'Fields left out stay as they are. Specialties and interests are stored under their catalogue names; ' +
      'eNLC marks must be selected compact states; unselecting a state drops its mark; the email is stored ' +
      'lower-cased; the phone as ten digits. `resumeUrl` is accepted only unchanged.',
  })
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiErrors(400, 401, 403, 409)
  async update(
    @Param('id', ParseIntPipe) _id: number,
    @CurrentUser() viewer: UserEntity,
    @Body() body: UpdateUserDto,
  ): Promise<OwnProfileDto> {
    return this.profile.own(await this.profile.update(viewer, body));
  }

  @Post(':id/avatar')
  @OwnFileUploadRoute({
    field: 'avatar',
    maxBytes: UPLOAD_LIMITS.avatarMaxBytes,
    tooLargeMessage: PROFILE_VALIDATION.avatarTooLarge,
    accepts: 'JPEG, PNG or WebP, at most 5 MB',
    summary: 'Upload her profile photo (owner only)',
    description:
      'JPEG, PNG or WebP recognised by its bytes, at most 5 MB and 40 megapixels. The photo is turned upright, ' +
      'stripped of metadata, fitted into 512x512 and stored as WebP; `profileImage` becomes its /api/media URL.',
    response: UserDto,
  })
  async uploadAvatar(
    @Param('id', ParseIntPipe) _id: number,
    @CurrentUser() viewer: UserEntity,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<UserDto> {
    return toUserDto(await this.profile.setAvatar(viewer, file));
  }

  @Post(':id/resume')
  @OwnFileUploadRoute({
    field: 'resume',
    maxBytes: UPLOAD_LIMITS.resumeMaxBytes,
    tooLargeMessage: PROFILE_VALIDATION.resumeTooLarge,
    accepts: 'PDF, DOC or DOCX, at most 10 MB',
    summary: 'Upload her résumé (owner only)',
    description:
      'PDF, DOC or DOCX recognised by its bytes, at most 10 MB. Stored under a server-made name; the original ' +
      'name is kept for display and downloads. Replaces the previous résumé once the new one is stored.',
    response: ResumeUploadedDto,
  })
  async uploadResume(
    @Param('id', ParseIntPipe) _id: number,
    @CurrentUser() viewer: UserEntity,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<ResumeUploadedDto> {
    return { resumeUrl: await this.profile.setResume(viewer, file) };
  }

  @Get(':id/resume')
  @Access('owner-or-admin', 'id')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'Download the résumé as an attachment under its original name (its owner and administrators)' })
  @ResumeDownloadDocs()
  downloadResume(@Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.sendResume(id, res);
  }

  @Get(':id/resume/:name')
  @Access('owner-or-admin', 'id')
  @StaffRole('moderator', 'support')
  @ApiOperation({
    summary: 'The same download at the URL answered by the upload; the last segment is only for display',
  })
  @ApiParam({ name: 'name', description: "'user{id}-' and the original file name, URL-encoded" })
  @ResumeDownloadDocs()
  downloadResumeByName(@Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.sendResume(id, res);
  }

  @Delete(':id/resume')
  @Access('owner', 'id')
  @ApiOperation({ summary: 'Delete her résumé (owner only); the file is removed' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async deleteResume(@Param('id', ParseIntPipe) _id: number, @CurrentUser() viewer: UserEntity): Promise<MessageResponseDto> {
    await this.profile.deleteResume(viewer);
    return { message: NOTICES.resumeDeleted };
  }

  private async sendResume(id: number, res: Response): Promise<StreamableFile> {
    const file = await this.profile.resume(id);
    res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return storedFileResponse(res, file, file.contentType);
  }
}
