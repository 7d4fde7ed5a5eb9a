import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../users/user-directory.module';
import { InvitationsPersonalData } from './invitations-personal-data.service';

/** The invitations section of her data, without routes: for the API and for the worker. */
@Module({ imports: [UserDirectoryModule], providers: [InvitationsPersonalData] })
export class InvitationsPersonalDataModule {}
