import { Module } from '@nestjs/common';
import { ACCOUNT_FILE_REFERENCES } from '../../housekeeping/housekeeping-sources';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_ACCOUNTS_TABLE } from '../../sessions/session-accounts';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UserEntity } from './entities/user.entity';
import { PeopleService } from './people.service';
import { PeopleEngineSearch } from './search/people-engine-search.repository';
import { PeopleSearchRepository } from './search/people-search.repository';
import { PeopleSearchService } from './search/people-search.service';
import { SearchIndexRepository } from './search/search-index.repository';
import { UserSearchIndexService } from './search/user-search-index.service';
import { UsersRepository } from './users.repository';

/**
 * Reading and storing accounts and finding people, without the HTTP routes: what other modules and the
 * worker (which has no routes, guards or rate limits) need of users; and the accounts' table, which
 * the database session store joins a session to.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSpecialtyEntity])],
  providers: [
    { provide: ACCOUNT_FILE_REFERENCES, useExisting: UsersRepository },
    UsersRepository,
    SearchIndexRepository,
    UserSearchIndexService,
    PeopleSearchRepository,
    PeopleEngineSearch,
    PeopleSearchService,
    PeopleService,
    { provide: SESSION_ACCOUNTS_TABLE, useExisting: getRepositoryToken(UserEntity) },
  ],
  exports: [ACCOUNT_FILE_REFERENCES, UsersRepository, UserSearchIndexService, PeopleService, SESSION_ACCOUNTS_TABLE],
})
export class UserDirectoryModule {}
