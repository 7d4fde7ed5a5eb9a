import { Module } from '@nestjs/common';
import { SESSION_ACCOUNTS, type SessionAccounts } from '../../sessions/session-accounts';
import { UploadsModule } from '../../uploads/uploads.module';
import { PeopleController } from './people.controller';
import { ProfileService } from './profile.service';
import { UserDirectoryModule } from './user-directory.module';
import { UsersController } from './users.controller';
import { ProfilePersonalDataModule } from './profile-personal-data.module';
import { UsersService } from './users.service';

/**
 * Accounts and profiles over HTTP, and people search; other modules import it for UsersService and the
 * directory. It provides the accounts sessions belong to (the app's root hands it to the sessions module).
 */
@Module({
  imports: [UserDirectoryModule, UploadsModule, ProfilePersonalDataModule],
  controllers: [PeopleController, UsersController],
  providers: [
    UsersService,
    ProfileService,
    {
      provide: SESSION_ACCOUNTS,
      inject: [UsersService],
      useFactory: (users: UsersService): SessionAccounts => ({ findById: (id) => users.findById(id) }),
    },
  ],
  exports: [UsersService, ProfileService, UserDirectoryModule, SESSION_ACCOUNTS],
})
export class UsersModule {}
