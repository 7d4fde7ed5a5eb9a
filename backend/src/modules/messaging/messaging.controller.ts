import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { DELETED_MEMBER_NAME } from '@nurse/domain';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ForbiddenError } from '../../common/domain-errors';
import { PageQueryDto } from '../../common/page-query.dto';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { toMessageDto } from './message.mapper';
import { MessagingService } from './messaging.service';
import { TypingService } from './typing.service';
import { ConversationPageDto, ReadMarkDto, SendMessageDto, SentMessageDto, ThreadPageDto, UnreadCountDto } from './dto/messaging.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { AttachmentLinksService } from './attachments/attachment-links.service';
import { toMessageAttachmentDto } from './attachments/message-attachment.mapper';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class MessagingController {
  constructor(
    private readonly messaging: MessagingService,
    private readonly typingSignals: TypingService,
    private readonly links: AttachmentLinksService,
  ) {}

  @Post('messages')
  @Idempotent()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Send a private message',
    description:
      'To a connection or a nurse you write with, it is delivered. To a live nurse whose contact policy admits you, the first ' +
      'message is a message request: nothing more can be sent until she accepts it (409). Otherwise 403.',
  })
  @ApiCreatedResponse({ type: SentMessageDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async send(@CurrentUser() nurse: UserEntity, @Body() body: SendMessageDto): Promise<SentMessageDto> {
    if (body.fromUserId !== undefined && body.fromUserId !== nurse.id) throw new ForbiddenError();
    return { ok: true, ...toMessageDto(await this.messaging.send(nurse, body.toUserId, body)) };
  }

  @Post('messages/typing/:otherUserId')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Tell the nurse you write with that you are typing',
    description: 'Passed on only while both of you show read receipts and typing, at most once every few seconds per conversation.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async typing(@CurrentUser() nurse: UserEntity, @Param('otherUserId', ParseIntPipe) otherUserId: number): Promise<void> {
    await this.typingSignals.typing(nurse.id, otherUserId);
  }

  @Get('messages/:userId/:otherUserId')
  @Access('live-owner', 'userId')
  @ApiOperation({
    summary: 'Your messages with another nurse, the latest page first',
    description: 'Not found while either of you has blocked the other.',
  })
  @ApiOkResponse({ type: ThreadPageDto })
  @ApiErrors(400, 401, 403, 404)
  async thread(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('otherUserId', ParseIntPipe) otherUserId: number,
    @Query() query: PageQueryDto,
  ): Promise<ThreadPageDto> {
    const { items, nextCursor } = await this.messaging.thread(userId, otherUserId, query);
    const now = new Date();
    const linkTo = (attachmentId: number, variant: 'original' | 'thumbnail') => this.links.linkFor(attachmentId, variant, userId, now);
    return {
      items: items.map(({ message, reactions, attachments }) => ({
        ...toMessageDto(message),
        reactions,
        attachments: attachments.map((attachment) => toMessageAttachmentDto(attachment, linkTo)),
      })),
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Put('messages/read/:otherUserId/:userId')
  @Access('live-owner', 'userId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark what another nurse sent you as read' })
  @ApiOkResponse({ type: ReadMarkDto })
  @ApiErrors(400, 401, 403)
  async markRead(
    @Param('otherUserId', ParseIntPipe) otherUserId: number,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<ReadMarkDto> {
    return { marked: await this.messaging.markRead(userId, otherUserId), unreadCount: 0 };
  }

  @Get('conversations/:userId')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Your conversations, the most recent first, each with its last message and unread count' })
  @ApiOkResponse({ type: ConversationPageDto })
  @ApiErrors(400, 401, 403)
  async conversations(@Param('userId', ParseIntPipe) userId: number, @Query() query: PageQueryDto): Promise<ConversationPageDto> {
    const { items, nextCursor } = await this.messaging.conversations(userId, query);
    return {
      items: items.map((c) => ({
        userId: c.otherUserId,
        userName: c.otherUserDeleted ? DELETED_MEMBER_NAME : c.otherUserName,
        userProfileImage: c.otherUserDeleted ? null : c.otherUserProfileImage,
        deletedMember: c.otherUserDeleted,
        lastMessage: c.lastMessage,
        lastMessageTime: c.lastMessageAt.toISOString(),
        unreadCount: c.unreadCount,
        muted: c.muted,
      })),
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Get('conversation-unread/:otherUserId/:userId')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Messages from another nurse you have not read' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiErrors(400, 401, 403)
  async unreadFrom(
    @Param('otherUserId', ParseIntPipe) otherUserId: number,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<UnreadCountDto> {
    return { unreadCount: await this.messaging.unreadFrom(userId, otherUserId) };
  }

  @Get('unread-messages/:userId')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'All your unread messages: the Messages badge' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiErrors(400, 401, 403)
  async unreadTotal(@Param('userId', ParseIntPipe) userId: number): Promise<UnreadCountDto> {
    return { unreadCount: await this.messaging.unreadTotal(userId) };
  }
}
