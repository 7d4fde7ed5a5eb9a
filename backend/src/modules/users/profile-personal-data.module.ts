import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { ProfilePersonalData } from './profile-personal-data.service';
import { UserDirectoryModule } from './user-directory.module';

/** Her profile's section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({ imports: [UserDirectoryModule, UploadsModule], providers: [ProfilePersonalData] })
export class ProfilePersonalDataModule {}
