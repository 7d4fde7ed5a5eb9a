import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UserEntity } from './entities/user.entity';
import { PeopleController } from './people.controller';
import { PeopleService } from './people.service';
import { PeopleSearch } from './search/people-search';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersController } from './users.controller';
import { ProfileService } from './profile.service';
import { UserSearchIndex } from './search/user-search-index';
import { UploadsModule } from '../../uploads/uploads.module';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSpecialtyEntity]), UploadsModule],
  // PeopleController first: its /users/search must not be taken for /users/:id.
  controllers: [PeopleController, UsersController],
  providers: [UsersRepository, UsersService, ProfileService, UserSearchIndex, PeopleSearch, PeopleService],
  exports: [UsersService, UsersRepository, UserSearchIndex, PeopleService],
})
export class UsersModule {}
