import { Body, Controller, Delete, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MessageReactionsDto, ReactDto } from './dto/reactions.dto';
import { MessageReactionsService } from './message-reactions.service';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class MessageReactionsController {
  constructor(private readonly reactions: MessageReactionsService) {}

  @Put('messages/:messageId/reaction')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'React to a message in one of your conversations',
    description:
      'One reaction per nurse per message: a new one replaces hers. Both of you see it live. Not found outside your conversations.',
  })
  @ApiOkResponse({ type: MessageReactionsDto })
  @ApiErrors(400, 401, 403, 404)
  async react(
    @CurrentUser() nurse: UserEntity,
    @Param('messageId', ParseIntPipe) messageId: number,
    @Body() body: ReactDto,
  ): Promise<MessageReactionsDto> {
    return { messageId, reactions: await this.reactions.react(nurse.id, messageId, body.reaction) };
  }

  @Delete('messages/:messageId/reaction')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Take back your reaction to a message; taking back none is harmless' })
  @ApiOkResponse({ type: MessageReactionsDto })
  @ApiErrors(400, 401, 403, 404)
  async unreact(@CurrentUser() nurse: UserEntity, @Param('messageId', ParseIntPipe) messageId: number): Promise<MessageReactionsDto> {
    return { messageId, reactions: await this.reactions.unreact(nurse.id, messageId) };
  }
}
