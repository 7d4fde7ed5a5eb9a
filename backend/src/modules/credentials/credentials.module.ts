import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CREDENTIAL_DOCUMENT_REFERENCES } from '../../housekeeping/housekeeping-sources';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { CalendarFeedController } from './calendar-feed/calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed/calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed/calendar-feed.service';
import { CalendarFeedEntity } from './calendar-feed/entities/calendar-feed.entity';
import { CertificationsController } from './certifications.controller';
import { CeActivitiesController } from './continuing-education/ce-activities.controller';
import { CeActivitiesService } from './continuing-education/ce-activities.service';
import { CeProgressController } from './continuing-education/ce-progress.controller';
import { CeProgressService } from './continuing-education/ce-progress.service';
import { CeTranscriptController } from './continuing-education/ce-transcript.controller';
import { CeTranscriptService } from './continuing-education/ce-transcript.service';
import { CeRepository } from './continuing-education/ce.repository';
import { CredentialDocuments } from './credential-documents.service';
import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';
import { LicencesController } from './licences.controller';
import { DeclaredLicencesController } from './licensure/declared-licences.controller';
import { LicensureModule } from './licensure/licensure.module';
import { CredentialPacketViewEntity } from './packets/entities/credential-packet-view.entity';
import { CredentialPacketEntity } from './packets/entities/credential-packet.entity';
import { packetLinkHeaders } from '../../common/packet-link-headers';
import { PacketsController } from './packets/packets.controller';
import { PacketsRepository } from './packets/packets.repository';
import { PacketsService } from './packets/packets.service';
import { PracticeReachService } from './practice/practice-reach.service';
import { SharedPacketsController } from './packets/shared-packets.controller';
import { SharedPacketsService } from './packets/shared-packets.service';
import { AdminRenewalRemindersController } from './renewals/admin-renewal-reminders.controller';
import { RenewalRemindersModule } from './renewals/renewal-reminders.module';
import { RenewalScheduleService } from './renewals/renewal-schedule.service';
import { ShownCredentialsController } from './shown-credentials.controller';
import { ShownCredentialsService } from './shown-credentials.service';
import { WalletEntriesController } from './wallet-entries.controller';
import { WalletReadCache } from './wallet-read-cache.service';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

/**
 * The licence wallet: her licences and certifications with their documents, where she can practise,
 * what her profile shows, her continuing education, renewal reminders, calendar feed and the packets she shares.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([LicenceEntity, CertificationEntity, CalendarFeedEntity, CredentialPacketEntity, CredentialPacketViewEntity]),
    UsersModule,
    UploadsModule,
    RateLimitModule,
    RenewalRemindersModule,
    AuditModule,
    LicensureModule,
  ],
  // The CE, packet and declared-licence routes come before WalletEntriesController, whose /credentials/:kind/:entryId would catch theirs.
  controllers: [
    CeActivitiesController,
    CeProgressController,
    CeTranscriptController,
    LicencesController,
    CertificationsController,
    ShownCredentialsController,
    CalendarFeedController,
    PacketsController,
    SharedPacketsController,
    DeclaredLicencesController,
    WalletEntriesController,
    AdminRenewalRemindersController,
  ],
  providers: [
    { provide: CREDENTIAL_DOCUMENT_REFERENCES, useExisting: WalletRepository },
    WalletRepository,
    WalletReadCache,
    WalletService,
    CredentialDocuments,
    ShownCredentialsService,
    RenewalScheduleService,
    CalendarFeedRepository,
    CalendarFeedService,
    CeRepository,
    CeActivitiesService,
    CeProgressService,
    CeTranscriptService,
    PacketsRepository,
    PacketsService,
    SharedPacketsService,
    PracticeReachService,
  ],
  exports: [CREDENTIAL_DOCUMENT_REFERENCES, WalletRepository, PracticeReachService],
})
export class CredentialsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(packetLinkHeaders).forRoutes(SharedPacketsController);
  }
}
