import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { AnswerMessageRequestDto, MessageRequestListDto } from './dto/contact.dto';
import { MessageRequestsService } from './message-requests.service';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller('message-requests')
export class MessageRequestsController {
  constructor(private readonly requests: MessageRequestsService) {}

  @Get()
  @Access('live-nurse')
  @ApiOperation({ summary: 'Message requests waiting for your answer, the newest first' })
  @ApiOkResponse({ type: MessageRequestListDto })
  @ApiErrors(401, 403)
  async pending(@CurrentUser() nurse: UserEntity): Promise<MessageRequestListDto> {
    const requests = await this.requests.pendingFor(nurse.id);
    return {
      items: requests.map(({ sender, message, createdAt }) => ({
        sender: { id: sender.id, name: sender.name, profilePhoto: sender.profileImage, specialties: sender.specialties },
        message,
        createdAt: createdAt.toISOString(),
      })),
    };
  }

  @Put(':senderId')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Accept or decline a message request',
    description:
      'Accepting opens the conversation: both of you can write from then on, without becoming connections. ' +
      'Declining is final: the sender cannot write to you again, and is told only that the request waits for your answer.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async answer(
    @CurrentUser() nurse: UserEntity,
    @Param('senderId', ParseIntPipe) senderId: number,
    @Body() body: AnswerMessageRequestDto,
  ): Promise<void> {
    await this.requests.answer(nurse.id, senderId, body.action);
  }
}
