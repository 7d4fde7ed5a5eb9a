import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { MessageSearchPageDto, MessageSearchQueryDto } from './dto/message-search.dto';
import { MessageSearchService } from './message-search.service';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class MessageSearchController {
  constructor(private readonly search: MessageSearchService) {}

  @Get('messages/search')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Search your messages by words',
    description:
      'Messages you sent or received in your conversations (as your conversation list shows them) that hold every word, newest first, ' +
      'each with its conversation, its sender and the text around the first match. Never another nurse’s messages.',
  })
  @ApiOkResponse({ type: MessageSearchPageDto })
  @ApiErrors(400, 401, 403)
  find(@CurrentUser() nurse: UserEntity, @Query() query: MessageSearchQueryDto): Promise<MessageSearchPageDto> {
    return this.search.search(nurse, query.q, query.before);
  }
}
