import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { LicensureModule } from '../credentials/licensure/licensure.module';
import { PeopleController } from './people.controller';
import { ProfileService } from './profile.service';
import { UserDirectoryModule } from './user-directory.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts and profiles over HTTP, and people search; other modules import it for UsersService and the directory. */
@Module({
  imports: [UserDirectoryModule, UploadsModule, LicensureModule],
  // PeopleController first: its /users/search must not be taken for /users/:id.
  controllers: [PeopleController, UsersController],
  providers: [UsersService, ProfileService],
  exports: [UsersService, ProfileService, UserDirectoryModule],
})
export class UsersModule {}
