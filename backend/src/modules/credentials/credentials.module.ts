import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { UploadsModule } from '../../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { CertificationsController } from './certifications.controller';
import { CredentialDocuments } from './credential-documents.service';
import { DeclaredLicencesController } from './declared-licences.controller';
import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';
import { LicencesController } from './licences.controller';
import { LicensureModule } from './licensure.module';
import { WalletEntriesController } from './wallet-entries.controller';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

/**
 * The licence wallet: her licences and certifications with their documents, and the licences she
 * declared on her profile. Continuing education, practice, renewals, packets and the calendar feed are
 * modules of their own over it (in this folder's subfolders); the routes of all of them are found by
 * specificity, not by the order the modules declare them in.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity, CertificationEntity]), UsersModule, UploadsModule, RateLimitModule, LicensureModule],
  controllers: [LicencesController, CertificationsController, DeclaredLicencesController, WalletEntriesController],
  providers: [WalletRepository, WalletService, CredentialDocuments],
  exports: [WalletRepository, LicensureModule, WalletService, CredentialDocuments],
})
export class CredentialsModule {}
