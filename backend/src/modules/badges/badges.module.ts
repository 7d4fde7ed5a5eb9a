import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { MessagingModule } from '../messaging/messaging.module';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { BadgesController } from './badges.controller';

@Module({
  imports: [MessagingModule, ConnectionsModule, NotificationCenterModule],
  controllers: [BadgesController],
})
export class BadgesModule {}
