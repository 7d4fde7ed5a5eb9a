import { RenewalRemindersModule } from './modules/credentials/renewals/renewal-reminders.module';
import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { HealthModule } from './health/health.module';
import { MessageAttachmentsModule } from './modules/messaging/attachments/message-attachments.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { JobsModule } from './jobs/jobs.module';
import { LiveEmitterModule } from './live/live-emitter.module';
import { LiveModule } from './live/live.module';
import { MailModule } from './mail/mail.module';
import { PersonalDataModule } from './personal-data/personal-data.module';
import { SignInPersonalDataModule } from './modules/auth/sign-in-personal-data.module';
import { DataExportsPersonalDataModule } from './modules/data-export/data-exports-personal-data.module';
import { InvitationsPersonalDataModule } from './modules/invites/invitations-personal-data.module';
import { ReportsPersonalDataModule } from './modules/reports/reports-personal-data.module';
import { AccountDeletionModule } from './modules/account-deletion/account-deletion.module';
import { AccountDeletionCenterModule } from './modules/account-deletion/account-deletion-center.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { DataExportCenterModule } from './modules/data-export/data-export-center.module';
import { CareersPersonalDataModule } from './modules/careers/careers-personal-data.module';
import { ChatPersonalDataModule } from './modules/chat/chat-personal-data.module';
import { ConnectionsPersonalDataModule } from './modules/connections/connections-personal-data.module';
import { CePersonalDataModule } from './modules/credentials/continuing-education/ce-personal-data.module';
import { WalletPersonalDataModule } from './modules/credentials/personal-data/wallet-personal-data.module';
import { MessagingPersonalDataModule } from './modules/messaging/messaging-personal-data.module';
import { ProfilePersonalDataModule } from './modules/users/profile-personal-data.module';
import { MetricsModule } from './observability/metrics.module';
import { AdminModule } from './modules/admin/admin.module';
import { StaffDirectoryModule } from './modules/staff/staff-directory.module';
import { StaffModule } from './modules/staff/staff.module';
import { AuthModule } from './modules/auth/auth.module';
import { CareersModule } from './modules/careers/careers.module';
import { ChatModule } from './modules/chat/chat.module';
import { CareerPlanModule } from './modules/careers/recommendations/career-plan.module';
import { BadgesModule } from './modules/badges/badges.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { InvitesModule } from './modules/invites/invites.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { NotificationCenterModule } from './modules/notifications/notification-center.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PushCenterModule } from './modules/push/push-center.module';
import { PushModule } from './modules/push/push.module';
import { ReportsModule } from './modules/reports/reports.module';
import { CalendarFeedModule } from './modules/credentials/calendar-feed/calendar-feed.module';
import { ContinuingEducationModule } from './modules/credentials/continuing-education/continuing-education.module';
import { CredentialsModule } from './modules/credentials/credentials.module';
import { PacketsModule } from './modules/credentials/packets/packets.module';
import { PracticeModule } from './modules/credentials/practice/practice.module';
import { RenewalsModule } from './modules/credentials/renewals/renewals.module';
import { UsersModule } from './modules/users/users.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { EventsModule } from './events/events.module';
import { RedisModule } from './redis/redis.module';
import { SearchEngineModule } from './search-engine/search-engine.module';
import { SessionsModule } from './sessions/sessions.module';
import { ShutdownModule } from './shutdown/shutdown.module';
import { SigningKeysModule } from './signing-keys/signing-keys.module';

/** The HTTP API: every feature module on the shared infrastructure. */
/**
 * Personal data sections of the sign-in, the invitations, the reports, the data requests and the
 * wallet, which the API and the worker both register (their features' own modules hold routes the
 * worker has not).
 */
const PERSONAL_DATA_OF_ROUTE_LESS_PARTS = [
  WalletPersonalDataModule,
  SignInPersonalDataModule,
  InvitationsPersonalDataModule,
  ReportsPersonalDataModule,
  DataExportsPersonalDataModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ShutdownModule,
        MetricsModule,
        RedisModule,
        EventsModule,
        DatabaseModule.forRoot(ENTITIES),
        SearchEngineModule,
        SigningKeysModule,
        JobsModule,
        MailModule,
        PersonalDataModule,
        RateLimitModule,
        IdempotencyModule,
        SessionsModule.forRoot(UsersModule, StaffDirectoryModule),
        LiveModule,
        UsersModule,
        NotificationsModule,
        PushModule,
        AuthModule,
        InvitesModule,
        StaffModule,
        AdminModule,
        ConnectionsModule,
        MessagingModule,
        BadgesModule,
        ReportsModule,
        ChatModule,
        CareersModule,
        HealthModule,
        HousekeepingModule.forRoot([
          AuthModule,
          NotificationCenterModule,
          UsersModule,
          ContinuingEducationModule,
          MessageAttachmentsModule,
        ]),
        CredentialsModule,
        ContinuingEducationModule,
        PracticeModule,
        RenewalsModule,
        PacketsModule,
        CalendarFeedModule,
        DataExportModule,
        AccountDeletionModule,
        ...PERSONAL_DATA_OF_ROUTE_LESS_PARTS,
      ],
    };
  }
}

/** The job worker: queue processors and the database they deliver from, no HTTP server. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot({ ...config, processJobs: true }),
        ShutdownModule,
        MetricsModule,
        RedisModule,
        DatabaseModule.forRoot(ENTITIES),
        SearchEngineModule,
        SigningKeysModule,
        EventsModule,
        JobsModule,
        MailModule,
        LiveEmitterModule,
        CareerPlanModule,
        NotificationCenterModule,
        PushCenterModule,
        RenewalRemindersModule,
        // Her archive ("Download my data") is built here, from the section each of these modules registers.
        PersonalDataModule,
        DataExportCenterModule,
        AccountDeletionCenterModule,
        ProfilePersonalDataModule,
        CePersonalDataModule,
        ConnectionsPersonalDataModule,
        MessagingPersonalDataModule,
        CareersPersonalDataModule,
        ChatPersonalDataModule,
        ...PERSONAL_DATA_OF_ROUTE_LESS_PARTS,
      ],
    };
  }
}
