import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { CertificationsController } from './certifications.controller';
import { CredentialDocuments } from './credential-documents.service';
import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';
import { LicencesController } from './licences.controller';
import { ShownCredentialsController } from './shown-credentials.controller';
import { ShownCredentialsService } from './shown-credentials.service';
import { WalletEntriesController } from './wallet-entries.controller';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

/** The licence wallet: her licences and certifications with their documents, where she can practise, and what her profile shows. */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity, CertificationEntity]), UsersModule, UploadsModule, RateLimitModule],
  controllers: [LicencesController, CertificationsController, ShownCredentialsController, WalletEntriesController],
  providers: [WalletRepository, WalletService, CredentialDocuments, ShownCredentialsService],
  exports: [WalletRepository],
})
export class CredentialsModule {}
