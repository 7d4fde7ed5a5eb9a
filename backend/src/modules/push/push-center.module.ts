import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { PushProcessor } from './push.processor';
import { PushPersonalData } from './push-personal-data.service';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushSessionsSubscriber } from './push-sessions.subscriber';
import { PushTriggersSubscriber } from './push-triggers.subscriber';
import { VapidKeysService } from './vapid-keys.service';
import { WebPushAdapter } from './web-push.adapter';

/** Queuing and sending pushes, in the API and in the worker alike; the routes are PushModule's. */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscriptionEntity]), NotificationCenterModule],
  providers: [
    PushSubscriptionsRepository,
    VapidKeysService,
    WebPushAdapter,
    PushProcessor,
    PushTriggersSubscriber,
    PushSessionsSubscriber,
    PushPersonalData,
  ],
  exports: [PushSubscriptionsRepository, VapidKeysService],
})
export class PushCenterModule {}
