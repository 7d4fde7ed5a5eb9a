import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { CredentialDocuments } from './credential-documents.service';

/** The documents attached to her licences, certifications and CE activities, for every module that reads or erases them. */
@Module({ imports: [UploadsModule], providers: [CredentialDocuments], exports: [CredentialDocuments] })
export class CredentialDocumentsModule {}
