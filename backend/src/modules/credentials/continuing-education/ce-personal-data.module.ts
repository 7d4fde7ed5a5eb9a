import { Module } from '@nestjs/common';
import { UploadsModule } from '../../../uploads/uploads.module';
import { CredentialDocumentsModule } from '../credential-documents.module';
import { CePersonalData } from './ce-personal-data.service';
import { CeRepository } from './ce.repository';

/** Her continuing education's section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({ imports: [CredentialDocumentsModule, UploadsModule], providers: [CeRepository, CePersonalData] })
export class CePersonalDataModule {}
