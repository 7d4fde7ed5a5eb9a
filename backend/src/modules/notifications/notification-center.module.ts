import { Module } from '@nestjs/common';
import { NOTIFICATION_PURGE } from '../../housekeeping/housekeeping-sources';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserDirectoryModule } from '../users/user-directory.module';
import { BellCacheService } from './bell-cache.service';
import { DigestScheduleService } from './digest-schedule.service';
import { DigestProcessor } from './digest.processor';
import { NotificationDigestEntity } from './entities/notification-digest.entity';
import { NotificationSettingsEntity } from './entities/notification-settings.entity';
import { NotificationEntity } from './entities/notification.entity';
import { NurseActivityEntity } from './entities/nurse-activity.entity';
import { NotificationDigestsRepository } from './notification-digests.repository';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsPersonalData } from './notifications-personal-data.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsLiveSubscriber } from './notifications-live.subscriber';
import { NotificationTriggersSubscriber } from './notification-triggers.subscriber';
import { NurseActivityRepository } from './nurse-activity.repository';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';

/**
 * Raising notifications, their storage and settings, and the email digests with their job: in the
 * API, and on its own in the worker (no routes, no sessions), where career plans are finished.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([NotificationEntity, NotificationSettingsEntity, NotificationDigestEntity, NurseActivityEntity]),
    UserDirectoryModule,
  ],
  providers: [
    { provide: NOTIFICATION_PURGE, useExisting: NotificationsService },
    NotificationsRepository,
    NotificationSettingsRepository,
    NotificationDigestsRepository,
    NurseActivityRepository,
    NotificationSettingsService,
    NotificationsService,
    BellCacheService,
    DigestScheduleService,
    DigestProcessor,
    UnsubscribeTokensService,
    NotificationTriggersSubscriber,
    NotificationsLiveSubscriber,
    NotificationsPersonalData,
  ],
  exports: [NOTIFICATION_PURGE, NotificationsService, NotificationSettingsService, NurseActivityRepository, UnsubscribeTokensService],
})
export class NotificationCenterModule {}
