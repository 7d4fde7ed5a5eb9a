import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import { NdjsonResponse } from '../../common/ndjson-response';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ChatService } from './chat.service';
import { AskAssistantDto, AssistantReplyDto, ChatHistoryMessageDto, SaveChatMessageDto } from './dto/chat.dto';
import type { ChatMessageEntity } from './entities/chat-message.entity';

const toHistoryDto = (message: ChatMessageEntity): ChatHistoryMessageDto => ({
  id: message.id,
  userId: message.userId,
  sessionId: message.sessionId,
  messageType: message.messageType,
  message: message.message,
  suggestedSpecialties: message.suggestedSpecialties,
  suggestedActions: message.suggestedActions,
  createdAt: message.createdAt,
});

@ApiTags('chat')
@ApiCookieAuth('sid')
@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post('chat')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Ask the career assistant',
    description:
      'Answered from the product’s jobs, learning, nurses and certifications and her own profile, with suggested specialties and actions. Limited per nurse each minute (429).',
  })
  @ApiCreatedResponse({ type: AssistantReplyDto })
  @ApiErrors(400, 401, 403, 429)
  async ask(@CurrentUser() nurse: UserEntity, @Body() body: AskAssistantDto): Promise<AssistantReplyDto> {
    return this.chat.ask(nurse, body);
  }

  @Post('chat/stream')
  @HttpCode(200)
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Ask the career assistant, receiving the answer as it is written',
    description:
      'The same answer as POST /api/chat, as JSON lines: {"type":"delta","text"} adds to the answer so far, {"type":"text","text"} replaces it, and the last line is {"type":"reply","reply":{…}} with the whole answer and its suggestions (or {"type":"error","statusCode","message"} if it failed after the first line). A refusal before the first line (400, 401, 403, 429) is an ordinary JSON error.',
  })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ description: 'JSON lines, the last one the reply' })
  @ApiErrors(400, 401, 403, 429)
  async askStreaming(@CurrentUser() nurse: UserEntity, @Body() body: AskAssistantDto, @Res() res: Response): Promise<void> {
    const stream = new NdjsonResponse(res);
    let shown = '';
    const onText = (textSoFar: string) => {
      stream.write(
        textSoFar.startsWith(shown) ? { type: 'delta', text: textSoFar.slice(shown.length) } : { type: 'text', text: textSoFar },
      );
      shown = textSoFar;
    };
    try {
      const reply = await this.chat.ask(nurse, body, { onText, signal: stream.signal });
      stream.end({ type: 'reply', reply });
    } catch (error) {
      if (!stream.started) throw error;
      stream.fail(error);
    }
  }

  @Get('chat-history/:userId')
  @Access('live-owner', 'userId')
  @ApiOperation({ summary: 'Your conversation with the assistant, in the order written, repeats within a minute shown once' })
  @ApiOkResponse({ type: [ChatHistoryMessageDto] })
  @ApiErrors(400, 401, 403)
  async history(@Param('userId', ParseIntPipe) userId: number): Promise<ChatHistoryMessageDto[]> {
    return (await this.chat.history(userId)).map(toHistoryDto);
  }

  @Post('chat-history')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Save a message of your conversation with the assistant (yours or its answer)' })
  @ApiCreatedResponse({ type: ChatHistoryMessageDto })
  @ApiErrors(400, 401, 403)
  async save(@CurrentUser() nurse: UserEntity, @Body() body: SaveChatMessageDto): Promise<ChatHistoryMessageDto> {
    return toHistoryDto(await this.chat.save(nurse, body));
  }
}
