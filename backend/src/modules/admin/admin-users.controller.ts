import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { AppRequest } from '../../common/request-context';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { UserDto } from '../users/dto/user.dto';
import { toUserDto, toUserSummaryDto } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { AccountStatusService } from '../account-status/account-status.service';
import { SecondFactorResetService } from './second-factor-reset.service';
import { AdminStatsDto, AdminUserPageDto, ListQueryDto, UpdateAccountStatusDto } from './dto/admin.dto';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accountStatus: AccountStatusService,
    private readonly secondFactor: SecondFactorResetService,
  ) {}

  @Get('stats')
  @StaffRole('moderator', 'support', 'jobs')
  @ApiOperation({ summary: 'Counters: total users, live accounts, pending accounts' })
  @ApiOkResponse({ type: AdminStatsDto })
  @ApiErrors(401)
  stats(): Promise<AdminStatsDto> {
    return this.users.counts();
  }

  @Get('users')
  @StaffRole('moderator', 'support')
  @ApiOperation({
    summary: 'Users, newest first, one page at a time; searched over name, email, phone and location',
    description:
      'A user matches when her name, email or location holds the search text and each of its words of three or more ' +
      'letters starts a word there, or when her phone number starts or ends with its digits (three or more).',
  })
  @ApiOkResponse({ type: AdminUserPageDto })
  @ApiErrors(400, 401)
  async list(@Query() query: ListQueryDto): Promise<AdminUserPageDto> {
    const { items, total, nextCursor } = await this.users.list(query);
    return { items: items.map(toUserSummaryDto), total, pageSize: query.pageSize, nextCursor };
  }

  @Get('users/:userId')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: "One user's whole record" })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 404)
  async findOne(@Param('userId', ParseIntPipe) userId: number): Promise<UserDto> {
    return toUserDto(await this.users.getById(userId));
  }

  @Put('users/:userId/status')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'Activate (live) or suspend (pending) an account; suspending ends its sessions at once' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403, 404)
  async setStatus(
    @Param('userId', ParseIntPipe) userId: number,
    @Body() body: UpdateAccountStatusDto,
    @Req() req: AppRequest,
  ): Promise<UserDto> {
    return toUserDto(await this.accountStatus.setStatus(userId, body.status, req.ip));
  }

  @Delete('users/:userId/two-factor')
  @StaffRole('support')
  @HttpCode(204)
  @ApiOperation({
    summary: "Turn off a member's authenticator app",
    description:
      'For a nurse who lost both her app and her recovery codes: a password reset never removes it. Audited; she is told by ' +
      'email. 409 when her app is not on.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404, 409)
  async turnOffSecondFactor(@Param('userId', ParseIntPipe) userId: number, @Req() req: AppRequest): Promise<void> {
    await this.secondFactor.turnOff(userId, req.ip);
  }
}
