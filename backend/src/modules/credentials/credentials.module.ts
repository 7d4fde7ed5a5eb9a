import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
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
import { ShownCredentialsController } from './shown-credentials.controller';
import { ShownCredentialsService } from './shown-credentials.service';
import { WalletEntriesController } from './wallet-entries.controller';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

/**
 * The licence wallet: her licences and certifications with their documents, where she can practise,
 * what her profile shows, and her continuing education.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity, CertificationEntity]), UsersModule, UploadsModule, RateLimitModule],
  // The CE routes come before WalletEntriesController, whose /credentials/:kind/:entryId would catch theirs.
  controllers: [
    CeActivitiesController,
    CeProgressController,
    CeTranscriptController,
    LicencesController,
    CertificationsController,
    ShownCredentialsController,
    WalletEntriesController,
  ],
  providers: [
    WalletRepository,
    WalletService,
    CredentialDocuments,
    ShownCredentialsService,
    CeRepository,
    CeActivitiesService,
    CeProgressService,
    CeTranscriptService,
  ],
  exports: [WalletRepository],
})
export class CredentialsModule {}
