import { Module } from '@nestjs/common';
import { NotificationCenterModule } from './notification-center.module';
import { NotificationsController } from './notifications.controller';
import { NurseActivityService } from './nurse-activity.service';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Notifications over HTTP: the bell's list and count, her settings and unsubscribing from emails; and
 * noting when she is active. Other modules import NotificationCenterModule to raise events.
 */
@Module({
  imports: [NotificationCenterModule],
  controllers: [NotificationsController, UnsubscribeController],
  providers: [NurseActivityService],
})
export class NotificationsModule {}
