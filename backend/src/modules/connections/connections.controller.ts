import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ForbiddenError } from '../../common/domain-errors';
import { PageQueryDto } from '../../common/page-query.dto';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { toPublicUserDto } from '../users/user.mapper';
import { ConnectionsService } from './connections.service';
import type { ConnectionEntity } from './entities/connection.entity';
import {
  BlockListDto,
  BlockRequestDto,
  ConnectionAnswerDto,
  ConnectionDto,
  ConnectionPageDto,
  ConnectionRequestDto,
  ConnectionRequestPageDto,
  ConnectionStatusDto,
} from './dto/connection.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

function toConnectionDto(connection: ConnectionEntity): ConnectionDto {
  const { id, requesterId, addresseeId, status, message, requestedAt } = connection;
  return { id, requesterId, addresseeId, status, message, createdAt: requestedAt.toISOString() };
}

@ApiTags('connections')
@ApiCookieAuth('sid')
@Controller()
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Post('connections/request')
  @Idempotent()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Ask another live nurse to connect, with a note',
    description:
      'One request per pair: asking again, or asking a nurse who already asked you, is a 409 saying what to do instead. ' +
      'A nurse who declined may ask later; the nurse declined may not. New requests per day are limited (429).',
  })
  @ApiCreatedResponse({ type: ConnectionDto })
  @ApiErrors(400, 401, 403, 404, 409, 429)
  async request(@CurrentUser() nurse: UserEntity, @Body() body: ConnectionRequestDto): Promise<ConnectionDto> {
    const { userId1, userId2, requesterId, message } = body;
    const actingAsHerself = (requesterId ?? nurse.id) === nurse.id && (userId1 === nurse.id || userId2 === nurse.id);
    if (!actingAsHerself) throw new ForbiddenError();
    const addresseeId = userId1 === nurse.id ? userId2 : userId1;
    return toConnectionDto(await this.connections.request(nurse, addresseeId, message));
  }

  @Put('connections/:connectionId/status')
  @Access('live-nurse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept or decline a request sent to you' })
  @ApiOkResponse({ type: ConnectionDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async answer(
    @CurrentUser() nurse: UserEntity,
    @Param('connectionId', ParseIntPipe) connectionId: number,
    @Body() body: ConnectionAnswerDto,
  ): Promise<ConnectionDto> {
    return toConnectionDto(await this.connections.answer(nurse, connectionId, body.status));
  }

  @Get('users/:userId/connection-requests')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Pending requests sent to you, newest first; the total is the Network badge' })
  @ApiOkResponse({ type: ConnectionRequestPageDto })
  @ApiErrors(400, 401, 403)
  async pending(@Param('userId', ParseIntPipe) userId: number, @Query() query: PageQueryDto): Promise<ConnectionRequestPageDto> {
    const { items, total, nextCursor } = await this.connections.pendingFor(userId, query);
    return {
      items: items.map(({ connection, requester }) => ({
        id: connection.id,
        requesterId: connection.requesterId,
        requester: { name: requester.name, profileImage: requester.profileImage },
        message: connection.message,
        status: 'pending',
        createdAt: connection.requestedAt.toISOString(),
      })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Get('users/:userId/connections')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Your connections, most recent first, as other nurses see them' })
  @ApiOkResponse({ type: ConnectionPageDto })
  @ApiErrors(400, 401, 403)
  async list(@Param('userId', ParseIntPipe) userId: number, @Query() query: PageQueryDto): Promise<ConnectionPageDto> {
    const { items, total, nextCursor } = await this.connections.connectionsOf(userId, query);
    return {
      items: items.map(({ connectionId, user }) => ({ ...toPublicUserDto(user), connectionId })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }

  @Get('users/:userId/connection-status/:otherUserId')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Where you stand with another nurse: none, pending, accepted or rejected (a declined request)' })
  @ApiOkResponse({ type: ConnectionStatusDto })
  @ApiErrors(400, 401, 403)
  status(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('otherUserId', ParseIntPipe) otherUserId: number,
  ): Promise<ConnectionStatusDto> {
    return this.connections.statusBetween(userId, otherUserId);
  }

  @Post('users/:userId/blocks')
  @Access('live-owner', 'userId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Block a nurse',
    description:
      'Removes your connection or request with her; then neither of you can send the other a request or a message, ' +
      'your conversation closes for both, and each is not found by the other anywhere. Blocking twice is harmless. ' +
      'A nurse outside the network (unknown, on the waitlist or suspended) is not found.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async block(
    @CurrentUser() nurse: UserEntity,
    @Param('userId', ParseIntPipe) _userId: number,
    @Body() body: BlockRequestDto,
  ): Promise<void> {
    await this.connections.block(nurse, body.blockedUserId);
  }

  @Delete('users/:userId/blocks/:blockedUserId')
  @Access('live-owner', 'userId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Lift a block; a connection removed by the block is not restored',
    description: 'The nurse blocked stands as one whose request was declined: she may not ask you again, and you may ask her.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async unblock(
    @CurrentUser() nurse: UserEntity,
    @Param('userId', ParseIntPipe) _userId: number,
    @Param('blockedUserId', ParseIntPipe) blockedUserId: number,
  ): Promise<void> {
    await this.connections.unblock(nurse, blockedUserId);
  }

  @Get('users/:userId/blocks')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'The nurses you have blocked, most recent first' })
  @ApiOkResponse({ type: BlockListDto })
  @ApiErrors(400, 401, 403)
  async blocked(@Param('userId', ParseIntPipe) userId: number): Promise<BlockListDto> {
    const blocks = await this.connections.blockedBy(userId);
    return {
      items: blocks.map((block) => ({
        userId: block.blockedId,
        name: block.blocked?.name ?? '',
        profileImage: block.blocked?.profileImage ?? null,
        blockedAt: block.createdAt.toISOString(),
      })),
    };
  }
}
