import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../uploads/uploads.module';
import { CredentialDocuments } from './credential-documents.service';
import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';
import { WalletPersonalData } from './wallet-personal-data.service';
import { WalletRepository } from './wallet.repository';

/** Her wallet's section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity, CertificationEntity]), UploadsModule],
  providers: [WalletRepository, CredentialDocuments, WalletPersonalData],
  exports: [CredentialDocuments],
})
export class WalletPersonalDataModule {}
