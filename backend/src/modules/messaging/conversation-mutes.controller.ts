import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ConversationMutesService } from './conversation-mutes.service';
import { MutedConversationListDto } from './dto/contact.dto';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class ConversationMutesController {
  constructor(private readonly mutes: ConversationMutesService) {}

  @Put('conversations/:otherUserId/mute')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Mute your conversation with another nurse',
    description:
      'Its messages still arrive and it stays in your list, but they leave your unread total and notify you of nothing. Muting twice is harmless.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async mute(@CurrentUser() nurse: UserEntity, @Param('otherUserId', ParseIntPipe) otherUserId: number): Promise<void> {
    await this.mutes.mute(nurse.id, otherUserId);
  }

  @Delete('conversations/:otherUserId/mute')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unmute your conversation with another nurse; unmuting one not muted is harmless' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async unmute(@CurrentUser() nurse: UserEntity, @Param('otherUserId', ParseIntPipe) otherUserId: number): Promise<void> {
    await this.mutes.unmute(nurse.id, otherUserId);
  }

  @Get('muted-conversations')
  @Access('live-nurse')
  @ApiOperation({ summary: 'The conversations you muted, the most recently muted first' })
  @ApiOkResponse({ type: MutedConversationListDto })
  @ApiErrors(401, 403)
  async muted(@CurrentUser() nurse: UserEntity): Promise<MutedConversationListDto> {
    const muted = await this.mutes.mutedBy(nurse.id);
    return { items: muted.map(({ user }) => ({ user: { id: user.id, name: user.name, profilePhoto: user.profileImage } })) };
  }
}
