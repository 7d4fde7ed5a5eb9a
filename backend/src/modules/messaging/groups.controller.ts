import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGE_GROUP_MAX_MEMBERS, MESSAGE_GROUP_NAME_MAX } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PageQueryDto } from '../../common/page-query.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ReadMarkDto } from './dto/messaging.dto';
import {
  AddGroupMembersDto,
  CreateGroupDto,
  GroupDto,
  GroupListDto,
  GroupNameDto,
  GroupThreadPageDto,
  SendGroupMessageDto,
  SentGroupMessageDto,
} from './dto/groups.dto';
import { GroupMessagesService } from './group-messages.service';
import { GroupsService } from './groups.service';

@ApiTags('groups')
@ApiCookieAuth('sid')
@Controller('groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly groupMessages: GroupMessagesService,
  ) {}

  @Post()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Start a group conversation',
    description:
      `A name of 1–${MESSAGE_GROUP_NAME_MAX} characters (trimmed) and your connections to add: at most ${MESSAGE_GROUP_MAX_MEMBERS} members, ` +
      'you included. Each must be a live connection with no block between you (400 otherwise, with the same message for every reason).',
  })
  @ApiCreatedResponse({ type: GroupDto })
  @ApiErrors(400, 401, 403)
  create(@CurrentUser() nurse: UserEntity, @Body() body: CreateGroupDto): Promise<GroupDto> {
    return this.groups.create(nurse, body.name, body.memberIds);
  }

  @Get()
  @Access('live-nurse')
  @ApiOperation({ summary: 'Your groups, the latest activity first, each with its last message you may see and your unread count' })
  @ApiOkResponse({ type: GroupListDto })
  @ApiErrors(401, 403)
  async list(@CurrentUser() nurse: UserEntity): Promise<GroupListDto> {
    return { items: await this.groups.listFor(nurse.id) };
  }

  @Get(':groupId')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'A group you are in, with its members in the order they joined',
    description: 'Not found unless you are a member.',
  })
  @ApiOkResponse({ type: GroupDto })
  @ApiErrors(400, 401, 403, 404)
  get(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number): Promise<GroupDto> {
    return this.groups.get(nurse.id, groupId);
  }

  @Patch(':groupId')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Rename a group', description: 'Only its creator (403 for the other members).' })
  @ApiOkResponse({ type: GroupDto })
  @ApiErrors(400, 401, 403, 404)
  rename(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number, @Body() body: GroupNameDto): Promise<GroupDto> {
    return this.groups.rename(nurse.id, groupId, body.name);
  }

  @Post(':groupId/members')
  @Access('live-nurse')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add your connections to a group',
    description:
      'Any member adds her own live connections with no block between them. They see the messages sent from now on. ' +
      `409 when the group would pass ${MESSAGE_GROUP_MAX_MEMBERS} members.`,
  })
  @ApiOkResponse({ type: GroupDto })
  @ApiErrors(400, 401, 403, 404, 409)
  addMembers(
    @CurrentUser() nurse: UserEntity,
    @Param('groupId', ParseIntPipe) groupId: number,
    @Body() body: AddGroupMembersDto,
  ): Promise<GroupDto> {
    return this.groups.addMembers(nurse, groupId, body.userIds);
  }

  @Delete(':groupId/members/:userId')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a member, or leave',
    description:
      'Your own id: you leave (anyone may). Another member: only the creator may remove her (403). Access to the thread ends at once. ' +
      'When the creator leaves, the member who joined earliest becomes the creator.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async removeMember(
    @CurrentUser() nurse: UserEntity,
    @Param('groupId', ParseIntPipe) groupId: number,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<void> {
    await this.groups.removeMember(nurse.id, groupId, userId);
  }

  @Get(':groupId/messages')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'The group’s messages since you joined, the latest page first',
    description: 'Messages from a nurse you blocked or who blocked you are left out. Not found unless you are a member.',
  })
  @ApiOkResponse({ type: GroupThreadPageDto })
  @ApiErrors(400, 401, 403, 404)
  thread(
    @CurrentUser() nurse: UserEntity,
    @Param('groupId', ParseIntPipe) groupId: number,
    @Query() query: PageQueryDto,
  ): Promise<GroupThreadPageDto> {
    return this.groupMessages.thread(nurse.id, groupId, query);
  }

  @Post(':groupId/messages')
  @Idempotent()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Send a message to a group',
    description:
      'As a private message: the same limits, attachments and patient-information confirmation. Not found unless you are a member.',
  })
  @ApiCreatedResponse({ type: SentGroupMessageDto })
  @ApiErrors(400, 401, 403, 404, 409)
  send(
    @CurrentUser() nurse: UserEntity,
    @Param('groupId', ParseIntPipe) groupId: number,
    @Body() body: SendGroupMessageDto,
  ): Promise<SentGroupMessageDto> {
    return this.groupMessages.send(nurse, groupId, body);
  }

  @Put(':groupId/read')
  @Access('live-nurse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the group’s messages read up to its latest' })
  @ApiOkResponse({ type: ReadMarkDto })
  @ApiErrors(400, 401, 403, 404)
  async markRead(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number): Promise<ReadMarkDto> {
    return { marked: await this.groupMessages.markRead(nurse.id, groupId), unreadCount: 0 };
  }

  @Post(':groupId/typing')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Tell the group you are typing',
    description: 'Passed on only while you show read receipts and typing, to the members who do too, at most once every few seconds.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async typing(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number): Promise<void> {
    await this.groupMessages.typing(nurse.id, groupId);
  }

  @Put(':groupId/mute')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Mute a group',
    description: 'Its messages still arrive and it stays in your list, but they leave your unread total and notify you of nothing.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async mute(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number): Promise<void> {
    await this.groups.setMuted(nurse.id, groupId, true);
  }

  @Delete(':groupId/mute')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unmute a group; unmuting one not muted is harmless' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async unmute(@CurrentUser() nurse: UserEntity, @Param('groupId', ParseIntPipe) groupId: number): Promise<void> {
    await this.groups.setMuted(nurse.id, groupId, false);
  }
}
