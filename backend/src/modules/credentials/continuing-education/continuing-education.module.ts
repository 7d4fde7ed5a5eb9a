import { Module } from '@nestjs/common';
import { CREDENTIAL_DOCUMENT_REFERENCES } from '../../../housekeeping/housekeeping-sources';
import { RateLimitModule } from '../../../rate-limit/rate-limit.module';
import { UploadsModule } from '../../../uploads/uploads.module';
import { CredentialsModule } from '../credentials.module';
import { CeActivitiesController } from './ce-activities.controller';
import { CeActivitiesService } from './ce-activities.service';
import { CeProgressController } from './ce-progress.controller';
import { CeProgressService } from './ce-progress.service';
import { CeTranscriptController } from './ce-transcript.controller';
import { CeTranscriptService } from './ce-transcript.service';
import { CePersonalDataModule } from './ce-personal-data.module';
import { CeRepository } from './ce.repository';

/**
 * Continuing education: her CE activities with their certificates, the hours each licence asks for and
 * her progress, and her transcript. It knows every stored credential document (the wallet's entries'
 * and the activities'), which housekeeping checks uploads against.
 */
@Module({
  imports: [CredentialsModule, UploadsModule, RateLimitModule, CePersonalDataModule],
  controllers: [CeActivitiesController, CeProgressController, CeTranscriptController],
  providers: [
    CeRepository,
    CeActivitiesService,
    CeProgressService,
    CeTranscriptService,
    { provide: CREDENTIAL_DOCUMENT_REFERENCES, useExisting: CeRepository },
  ],
  exports: [CeTranscriptService, CREDENTIAL_DOCUMENT_REFERENCES],
})
export class ContinuingEducationModule {}
