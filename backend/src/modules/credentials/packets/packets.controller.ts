import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { CreatedPacketDto, CreatePacketDto, PacketDto, PacketListDto, PacketViewListDto } from './dto/packet.dto';
import { PacketsService } from './packets.service';

/** The credentials packets she shares by link: make one, list them with their views, read a log, revoke. */
@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/packets')
export class PacketsController {
  constructor(private readonly packets: PacketsService) {}

  @Get()
  @Access('nurse')
  @ApiOperation({ summary: 'Her shared packets, newest first, with how often each was viewed (the links themselves are not shown again)' })
  @ApiOkResponse({ type: PacketListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<PacketListDto> {
    return { items: await this.packets.list(user) };
  }

  @Post()
  @Access('nurse')
  @ApiOperation({
    summary: 'Share a packet of her licences, certifications, CE transcript and résumé by a link that expires in 1 to 30 days',
    description:
      'The link holds a random token; only its hash is stored, so this answer is the one time it is shown. Every entry ' +
      'named must be hers (another nurse’s is not found); at least one thing must be chosen. A pending account may not ' +
      'share (403); at most 20 links that still work at once (409).',
  })
  @ApiCreatedResponse({ type: CreatedPacketDto })
  @ApiErrors(400, 401, 403, 404, 409)
  create(@CurrentUser() user: UserEntity, @Body() body: CreatePacketDto): Promise<CreatedPacketDto> {
    return this.packets.create(user, body);
  }

  @Get(':packetId/views')
  @Access('nurse')
  @ApiOperation({ summary: 'Who looked at her packet: each page view and download, newest first (network and browser only)' })
  @ApiOkResponse({ type: PacketViewListDto })
  @ApiErrors(400, 401, 404)
  async views(@CurrentUser() user: UserEntity, @Param('packetId', ParseIntPipe) id: number): Promise<PacketViewListDto> {
    return { items: await this.packets.views(user, id) };
  }

  @Post(':packetId/revoke')
  @Access('nurse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke her packet’s link: it answers 404 from now on; the packet and its view log stay in her list' })
  @ApiOkResponse({ type: PacketDto })
  @ApiErrors(400, 401, 404)
  revoke(@CurrentUser() user: UserEntity, @Param('packetId', ParseIntPipe) id: number): Promise<PacketDto> {
    return this.packets.revoke(user, id);
  }
}
