import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { AppRequest, RequestAuth } from '../../common/request-context';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth } from '../../sessions/current-auth.decorator';
import { writeCookies } from '../../sessions/write-cookies';
import { AdminSessionDto, InviteStaffDto, JoinStaffDto, StaffDto, StaffListDto, StaffRoleDto } from './dto/staff.dto';
import { toStaffMember } from './staff-member.mapper';
import { StaffService } from './staff.service';

/** Staff accounts: the owner's list, invitations, roles and removals (owner only), and joining from a link. */
@ApiTags('admin')
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Every staff account with its role and whether her second factor is on (owner only)' })
  @ApiOkResponse({ type: StaffListDto })
  @ApiErrors(401, 403)
  async list(): Promise<StaffListDto> {
    return { items: (await this.staff.list()).map(toStaffMember) };
  }

  @Post('invitations')
  @HttpCode(200)
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Email a single-use link to join as staff with a role (owner only); audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 403, 409)
  async invite(@Body() body: InviteStaffDto, @CurrentAuth() auth: RequestAuth, @Req() req: AppRequest): Promise<MessageResponseDto> {
    await this.staff.invite(auth.staff!, body.email, body.role, req.ip);
    return { message: `Invitation sent to ${body.email.trim().toLowerCase()}` };
  }

  @Put(':staffId/role')
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: "Change a staff person's role (owner only); the last owner keeps hers; audited" })
  @ApiOkResponse({ type: StaffDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async setRole(@Param('staffId', ParseIntPipe) staffId: number, @Body() body: StaffRoleDto, @Req() req: AppRequest): Promise<StaffDto> {
    return toStaffMember(await this.staff.setRole(staffId, body.role, req.ip));
  }

  @Delete(':staffId')
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Remove a staff account (owner only), ending her sessions at once; never the last owner; audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(@Param('staffId', ParseIntPipe) staffId: number, @Req() req: AppRequest): Promise<MessageResponseDto> {
    await this.staff.remove(staffId, req.ip);
    return { message: 'Staff account removed' };
  }

  @Post('join')
  @HttpCode(200)
  @Access('public')
  @RateLimit('staff-join')
  @ApiOperation({
    summary: 'Join as staff from an invitation (or the first owner setup link): choose a password, be signed in to set up a second factor',
    security: [],
  })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(400, 401, 409, 429)
  async join(
    @Body() body: JoinStaffDto,
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    const { staff, cookies } = await this.staff.join(body, auth.adminSessionId, req.ip);
    writeCookies(res, cookies);
    return { isAdmin: staff.secondFactorOn, staff };
  }
}
