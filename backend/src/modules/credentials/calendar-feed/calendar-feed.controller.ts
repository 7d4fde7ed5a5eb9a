import { Controller, Delete, Get, Param, Post, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { MessageResponseDto } from '../../../common/error-response.dto';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { CALENDAR_FEED_MESSAGES, CalendarFeedService } from './calendar-feed.service';
import { CalendarFeedStatusDto, CalendarFeedUrlDto } from './dto/calendar-feed.dto';

@ApiTags('credentials')
@Controller('credentials/calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Whether she has a calendar feed of her expiry dates, and since when (the URL itself is shown only when made)' })
  @ApiOkResponse({ type: CalendarFeedStatusDto })
  @ApiErrors(401)
  async status(@CurrentUser() user: UserEntity): Promise<CalendarFeedStatusDto> {
    const { active, createdAt } = await this.feeds.status(user.id);
    return { active, createdAt: createdAt?.toISOString() ?? null };
  }

  @Post()
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({
    summary: 'Make her private calendar feed URL, or a new one in place of the old (which stops working at once)',
    description: 'The URL holds a random token; only its hash is stored, so this answer is the one time it is shown.',
  })
  @ApiCreatedResponse({ type: CalendarFeedUrlDto })
  @ApiErrors(401)
  async create(@CurrentUser() user: UserEntity): Promise<CalendarFeedUrlDto> {
    const { url, createdAt } = await this.feeds.create(user.id);
    return { url, createdAt: createdAt.toISOString() };
  }

  @Delete()
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Turn her calendar feed off: its URL answers 404 from now on' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(401, 404)
  async revoke(@CurrentUser() user: UserEntity): Promise<MessageResponseDto> {
    await this.feeds.revoke(user.id);
    return { message: CALENDAR_FEED_MESSAGES.revoked };
  }

  @Get(':file')
  @Access('anyone')
  @ApiOperation({
    summary: 'The calendar (iCalendar, RFC 5545) of her licence and certification expiry dates, one all-day event each',
    security: [],
    description:
      'No session: the token in the file name ("<token>.ics") is the key. A revoked, replaced or unknown token is not found. ' +
      'Never cached by shared caches, never indexed.',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(404)
  async feed(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'private, no-store');
    const calendar = await this.feeds.calendar(file);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="expiry-dates.ics"');
    return calendar;
  }
}
