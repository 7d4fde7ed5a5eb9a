import { Controller, ForbiddenException, Get, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import { PublicUserDto, UserDto } from './dto/user.dto';
import type { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';
import { toPublicUserDto, toUserDto } from './user.mapper';

@ApiTags('users')
@ApiCookieAuth('sid')
@ApiExtraModels(UserDto, PublicUserDto)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(':id')
  @Access('nurse')
  @ApiOperation({ summary: "A nurse's record: the whole record for its owner, professional fields for other nurses" })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(UserDto) }, { $ref: getSchemaPath(PublicUserDto) }] } })
  @ApiErrors(400, 401, 403, 404)
  async findOne(@Param('id', ParseIntPipe) id: number, @CurrentUser() viewer: UserEntity): Promise<UserDto | PublicUserDto> {
    if (id === viewer.id) return toUserDto(viewer);
    if (viewer.accountStatus !== 'live') throw new ForbiddenException(ERRORS.waitlistOnly);
    const other = await this.users.findById(id);
    // Accounts still on the waitlist are not part of the network yet.
    if (!other || other.accountStatus !== 'live') throw new NotFoundException(ERRORS.userNotFound);
    return toPublicUserDto(other);
  }
}
