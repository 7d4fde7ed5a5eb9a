import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountChangesSignal } from './account-changes.signal';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UserEntity } from './entities/user.entity';
import { PeopleService } from './people.service';
import { PeopleSearch } from './search/people-search';
import { UserSearchIndex } from './search/user-search-index';
import { UsersRepository } from './users.repository';

/**
 * Reading and storing accounts and finding people, without the HTTP routes: what other modules and the
 * worker (which has no routes, guards or rate limits) need of users.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSpecialtyEntity])],
  providers: [UsersRepository, UserSearchIndex, PeopleSearch, PeopleService, AccountChangesSignal],
  exports: [UsersRepository, UserSearchIndex, PeopleService, AccountChangesSignal],
})
export class UserDirectoryModule {}
