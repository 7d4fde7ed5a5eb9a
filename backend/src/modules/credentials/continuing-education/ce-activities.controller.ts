import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { MessageResponseDto } from '../../../common/error-response.dto';
import type { RequestAuth } from '../../../common/request-context';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { Access, StaffRole } from '../../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../../sessions/current-auth.decorator';
import { CREDENTIAL_DOCUMENT_MIME_TYPES } from '../../../uploads/file-sniffer';
import type { UserEntity } from '../../users/entities/user.entity';
import type { UploadedFile as UploadedFileData } from '../../users/profile.service';
import { CredentialDocuments } from '../credential-documents.service';
import { documentResponse } from '../document-response';
import { DocumentUpload } from '../document-upload.decorator';
import { CREDENTIAL_MESSAGES } from '../credential-messages';
import { CeActivitiesService } from './ce-activities.service';
import { CE_MESSAGES as M } from './ce-messages';
import { toCeActivityDto } from './ce.mapper';
import { CeActivityDto, CeActivityListDto, CreateCeActivityDto, UpdateCeActivityDto } from './dto/ce-activity.dto';

/** Her continuing-education activities and their certificates. */
@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/ce-activities')
export class CeActivitiesController {
  constructor(
    private readonly activities: CeActivitiesService,
    private readonly documents: CredentialDocuments,
  ) {}

  @Get()
  @Access('nurse')
  @ApiOperation({ summary: 'Her CE activities, most recently completed first' })
  @ApiOkResponse({ type: CeActivityListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<CeActivityListDto> {
    return { items: (await this.activities.list(user)).map(toCeActivityDto) };
  }

  @Post()
  @Access('nurse')
  @ApiOperation({
    summary: 'Record a CE activity she completed',
    description:
      'Contact hours from 0.1 to 100 with at most two decimals; one or more topics from the closed list. At most 500 activities: 409 beyond.',
  })
  @ApiCreatedResponse({ type: CeActivityDto })
  @ApiErrors(400, 401, 409)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateCeActivityDto): Promise<CeActivityDto> {
    return toCeActivityDto(await this.activities.create(user, body));
  }

  @Get(':activityId')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'One CE activity, for its owner or an administrator; anyone else is told it is not found' })
  @ApiOkResponse({ type: CeActivityDto })
  @ApiErrors(400, 401, 404)
  async findOne(@Param('activityId', ParseIntPipe) id: number, @CurrentAuth() auth: RequestAuth): Promise<CeActivityDto> {
    return toCeActivityDto(await this.activities.readable(id, auth));
  }

  @Put(':activityId')
  @Access('nurse')
  @ApiOperation({ summary: 'Change her CE activity; fields left out stay' })
  @ApiOkResponse({ type: CeActivityDto })
  @ApiErrors(400, 401, 404)
  async update(
    @Param('activityId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateCeActivityDto,
  ): Promise<CeActivityDto> {
    return toCeActivityDto(await this.activities.update(user, id, body));
  }

  @Delete(':activityId')
  @Access('nurse')
  @ApiOperation({ summary: 'Delete her CE activity; its certificate is deleted with it' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async remove(@Param('activityId', ParseIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<MessageResponseDto> {
    await this.activities.remove(user, id);
    return { message: M.activityDeleted };
  }

  @Post(':activityId/document')
  @Access('nurse')
  @RateLimit('uploads')
  @HttpCode(200)
  @DocumentUpload('Attach or replace the certificate of her CE activity')
  async attach(
    @Param('activityId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<MessageResponseDto> {
    const entry = await this.activities.own(id, user);
    await this.documents.attach(this.activities.documentHolder, entry, file);
    return { message: 'Certificate stored' };
  }

  @Get(':activityId/document')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'Download the certificate as an attachment (its owner and administrators; anyone else: not found)' })
  @ApiProduces(...Object.values(CREDENTIAL_DOCUMENT_MIME_TYPES))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404)
  async download(
    @Param('activityId', ParseIntPipe) id: number,
    @CurrentAuth() auth: RequestAuth,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.documents.open(await this.activities.readable(id, auth));
    return documentResponse(res, file);
  }

  @Delete(':activityId/document')
  @Access('nurse')
  @ApiOperation({ summary: 'Delete the certificate of her CE activity; the activity stays' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async detach(@Param('activityId', ParseIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<MessageResponseDto> {
    await this.documents.detach(this.activities.documentHolder, await this.activities.own(id, user));
    return { message: CREDENTIAL_MESSAGES.documentDeleted };
  }
}
