import { Injectable } from '@nestjs/common';
import { decodeIdCursor, keysetPage } from '../../common/page-cursor';
import { toPublicUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';
import { PeopleSearchService, type PeoplePage } from './search/people-search.service';

interface PageRequest {
  cursor?: string;
  pageSize: number;
}

/** People search and discovery: pages of other live nurses' public profiles. */
@Injectable()
export class PeopleService {
  constructor(
    private readonly peopleSearch: PeopleSearchService,
    private readonly users: UsersRepository,
  ) {}

  search(viewerId: number, text: string, page: PageRequest) {
    return this.publicPage(page, (request) => this.peopleSearch.search(text, { viewerId, ...request }));
  }

  withSpecialty(viewerId: number, specialty: string, page: PageRequest) {
    return this.publicPage(page, (request) => this.peopleSearch.withSpecialty(specialty, { viewerId, ...request }));
  }

  private async publicPage(
    { cursor, pageSize }: PageRequest,
    find: (request: { beforeId?: number; limit: number }) => Promise<PeoplePage>,
  ) {
    const beforeId = cursor === undefined ? undefined : decodeIdCursor(cursor);
    const { ids, total } = await find({ beforeId, limit: pageSize + 1 });
    const users = await this.users.publicProfiles(ids);
    const page = keysetPage(users, pageSize, (user) => [user.id]);
    return { items: page.items.map(toPublicUserDto), nextCursor: page.nextCursor, total };
  }
}
