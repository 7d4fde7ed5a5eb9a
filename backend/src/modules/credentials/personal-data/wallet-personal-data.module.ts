import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../../uploads/uploads.module';
import { CredentialDocumentsModule } from '../credential-documents.module';
import { CertificationEntity } from '../entities/certification.entity';
import { LicenceEntity } from '../entities/licence.entity';
import { WalletPersonalData } from './wallet-personal-data.service';
import { WalletRepository } from '../wallet.repository';

/**
 * Her wallet's section of her data, without routes: for the API and for the worker that builds her
 * archive. A folder of its own, after the wallet's other modules, because erasing her wallet also
 * erases her packets, renewal reminders and calendar feed.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity, CertificationEntity]), UploadsModule, CredentialDocumentsModule],
  providers: [WalletRepository, WalletPersonalData],
})
export class WalletPersonalDataModule {}
