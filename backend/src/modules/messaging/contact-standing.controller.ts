import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { canMessageIn, ContactRulesService } from './contact-rules.service';
import { ContactStandingDto } from './dto/contact.dto';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class ContactStandingController {
  constructor(private readonly rules: ContactRulesService) {}

  @Get('users/:userId/contact-standing/:otherUserId')
  @Access('live-owner', 'userId')
  @ApiOperation({
    summary: 'Whether you may message another nurse now, or your first message would be a request, or one waits',
    description: 'Her contact setting is never given, only what it lets you do. Not found while either of you has blocked the other.',
  })
  @ApiOkResponse({ type: ContactStandingDto })
  @ApiErrors(400, 401, 403, 404)
  async standing(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('otherUserId', ParseIntPipe) otherUserId: number,
  ): Promise<ContactStandingDto> {
    const standing = await this.rules.standingOf(userId, otherUserId);
    return { standing, canMessage: canMessageIn(standing) };
  }
}
