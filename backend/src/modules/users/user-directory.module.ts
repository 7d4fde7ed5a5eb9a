import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UserEntity } from './entities/user.entity';
import { PeopleService } from './people.service';
import { PeopleSearchRepository } from './search/people-search.repository';
import { PeopleSearchService } from './search/people-search.service';
import { SearchIndexRepository } from './search/search-index.repository';
import { UserSearchIndexService } from './search/user-search-index.service';
import { UsersRepository } from './users.repository';

/**
 * Reading and storing accounts and finding people, without the HTTP routes: what other modules and the
 * worker (which has no routes, guards or rate limits) need of users.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSpecialtyEntity])],
  providers: [UsersRepository, SearchIndexRepository, UserSearchIndexService, PeopleSearchRepository, PeopleSearchService, PeopleService],
  exports: [UsersRepository, UserSearchIndexService, PeopleService],
})
export class UserDirectoryModule {}
