import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import { ConnectionsService } from '../connections/connections.service';
import { MessageRequestsService } from '../messaging/message-requests.service';
import { UnreadTotalsService } from '../messaging/unread-totals.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { UserEntity } from '../users/entities/user.entity';
import { BadgesDto } from './badges.dto';

/**
 * The top bar's counts in one answer. While its live socket is down the top bar polls this instead of
 * one route per count; each count comes from its own per-nurse cache, dropped when it changes. The
 * Messages badge adds her waiting message requests to her unread messages.
 */
@ApiTags('users')
@ApiCookieAuth('sid')
@Controller()
export class BadgesController {
  constructor(
    private readonly unreadTotals: UnreadTotalsService,
    private readonly messageRequests: MessageRequestsService,
    private readonly connections: ConnectionsService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get('badges')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Your unread messages, waiting message requests, pending connection requests and unread notifications' })
  @ApiOkResponse({ type: BadgesDto })
  @ApiErrors(401, 403)
  async badges(@CurrentUser() nurse: UserEntity): Promise<BadgesDto> {
    const [unreadMessages, messageRequests, pendingRequests, unreadNotifications] = await Promise.all([
      this.unreadTotals.of(nurse.id),
      this.messageRequests.pendingCount(nurse.id),
      this.connections.pendingCount(nurse.id),
      this.notifications.unreadCount(nurse.id),
    ]);
    return { unreadMessages, messageRequests, pendingRequests, unreadNotifications };
  }
}
