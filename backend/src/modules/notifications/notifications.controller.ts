import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PageQueryDto } from '../../common/page-query.dto';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import {
  NotificationDto,
  NotificationPageDto,
  NotificationSettingsDto,
  NotificationUnreadDto,
  UpdateNotificationSettingsDto,
} from './dto/notifications.dto';
import { NotificationSettingsService, type NotificationSettings } from './notification-settings.service';
import { NotificationsService, type NotificationView } from './notifications.service';

const toDto = (view: NotificationView): NotificationDto => ({ ...view, createdAt: view.createdAt.toISOString() });
const settingsDto = (settings: NotificationSettings): NotificationSettingsDto => settings;

@ApiTags('notifications')
@ApiCookieAuth('sid')
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get('notifications')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Your notifications, latest first' })
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiErrors(400, 401, 403)
  async list(@CurrentUser() nurse: UserEntity, @Query() query: PageQueryDto): Promise<NotificationPageDto> {
    const page = await this.notifications.page(nurse.id, query.cursor, query.pageSize);
    return { items: page.items.map(toDto), nextCursor: page.nextCursor };
  }

  @Get('notifications/unread-count')
  @Access('live-nurse')
  @ApiOperation({ summary: 'How many of your notifications are unread (the bell)' })
  @ApiOkResponse({ type: NotificationUnreadDto })
  @ApiErrors(401, 403)
  async unreadCount(@CurrentUser() nurse: UserEntity): Promise<NotificationUnreadDto> {
    return { unreadCount: await this.notifications.unreadCount(nurse.id) };
  }

  @Put('notifications/read-all')
  @Access('live-nurse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all your notifications read' })
  @ApiOkResponse({ type: NotificationUnreadDto })
  @ApiErrors(401, 403)
  async markAllRead(@CurrentUser() nurse: UserEntity): Promise<NotificationUnreadDto> {
    await this.notifications.markAllRead(nurse.id);
    return { unreadCount: 0 };
  }

  @Put('notifications/:notificationId/read')
  @Access('live-nurse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one of your notifications read' })
  @ApiOkResponse({ type: NotificationDto })
  @ApiErrors(400, 401, 403, 404)
  async markRead(@CurrentUser() nurse: UserEntity, @Param('notificationId', ParseIntPipe) id: number): Promise<NotificationDto> {
    return toDto(await this.notifications.markRead(nurse.id, id));
  }

  @Get('settings/notifications')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Your channels per category, your time zone and quiet hours' })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiErrors(401, 403)
  async getSettings(@CurrentUser() nurse: UserEntity): Promise<NotificationSettingsDto> {
    return settingsDto(await this.settings.of(nurse.id));
  }

  @Put('settings/notifications')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Change your notification settings',
    description: 'Only the fields given change; `channels` may name only the categories to change.',
  })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiErrors(400, 401, 403)
  async changeSettings(@CurrentUser() nurse: UserEntity, @Body() body: UpdateNotificationSettingsDto): Promise<NotificationSettingsDto> {
    return settingsDto(await this.settings.change(nurse.id, body));
  }
}
