import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { LIMITS } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ForbiddenError, InvalidInputError } from '../../common/domain-errors';
import { PageQueryDto } from '../../common/page-query.dto';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import { PeoplePageDto, PeopleSearchQueryDto } from './dto/people.dto';
import type { UserEntity } from './entities/user.entity';
import { PeopleService } from './people.service';

/** Nurses finding each other. Declared before UsersController so that `/users/search` is not read as an id. */
@ApiTags('users')
@ApiCookieAuth('sid')
@Access('live-nurse')
@Controller('users')
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Get('search')
  @ApiOperation({
    summary: 'Find live nurses by the words of a name or a location, or by a specialty and its synonyms',
    description: 'Never by email or phone; never yourself or a nurse you have a block with. Newest first; a blank q finds no one.',
  })
  @ApiOkResponse({ type: PeoplePageDto })
  @ApiErrors(400, 401, 403)
  async search(@CurrentUser() nurse: UserEntity, @Query() query: PeopleSearchQueryDto): Promise<PeoplePageDto> {
    if (query.excludeUserId !== undefined && query.excludeUserId !== nurse.id) throw new ForbiddenError();
    return { ...(await this.people.search(nurse.id, query.q ?? '', query)), pageSize: query.pageSize };
  }

  @Get('specialty/:specialty')
  @ApiParam({ name: 'specialty', description: 'A specialty of the catalogue, or one of its synonyms (ICU, Intensive Care Unit)' })
  @ApiOperation({ summary: 'Live nurses with experience in a specialty, newest first; none for a specialty the catalogue does not know' })
  @ApiOkResponse({ type: PeoplePageDto })
  @ApiErrors(400, 401, 403)
  async bySpecialty(
    @CurrentUser() nurse: UserEntity,
    @Param('specialty') specialty: string,
    @Query() query: PageQueryDto,
  ): Promise<PeoplePageDto> {
    if (specialty.length > LIMITS.shortTextMax) throw new InvalidInputError(`A specialty is at most ${LIMITS.shortTextMax} characters`);
    return { ...(await this.people.withSpecialty(nurse.id, specialty, query)), pageSize: query.pageSize };
  }
}
