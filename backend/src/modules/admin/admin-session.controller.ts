import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NOTICES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { AppRequest, RequestAuth } from '../../common/request-context';
import { writeCookies } from '../../sessions/write-cookies';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth } from '../../sessions/current-auth.decorator';
import type { StaffMember } from '../../sessions/staff-member';
import { CodeDto, RecoveryCodesDto, TwoFactorSetupDto } from '../auth/dto/two-factor.dto';
import { AdminSessionService } from './admin-session.service';
import { AdminLoginDto, AdminSessionDto } from '../staff/dto/staff.dto';

export const adminSessionOf = (staff: StaffMember): AdminSessionDto => ({ isAdmin: staff.secondFactorOn, staff });

/** The signed-in staff person of a route open to staff sessions. */
const staffOf = (auth: RequestAuth): StaffMember => {
  if (!auth.staff) throw new Error('A staff route ran without a staff session');
  return auth.staff;
};

@ApiTags('admin')
@Controller('admin')
export class AdminSessionController {
  constructor(private readonly adminSession: AdminSessionService) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('admin-login')
  @ApiOperation({
    summary: 'Start a staff session with her email, password and (once it is on) her authenticator code',
    description: 'Without a second factor the session can only set one up (POST /api/admin/two-factor/setup); isAdmin says which.',
    security: [],
  })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(400, 401, 403)
  async login(
    @Body() body: AdminLoginDto,
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    const { staff, cookies } = await this.adminSession.login(body, auth.adminSessionId, req.ip);
    writeCookies(res, cookies);
    return adminSessionOf(staff);
  }

  @Post('logout')
  @HttpCode(200)
  @Access('staff')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'End the staff session' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(401, 403)
  async logout(
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    writeCookies(res, await this.adminSession.logout(auth.adminSessionId, req.ip));
    return { message: NOTICES.signedOut };
  }

  @Get('session')
  @Access('staff')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Who holds the staff session of this browser, and whether the admin area is open to her (401 when no one)' })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(401)
  session(@CurrentAuth() auth: RequestAuth): AdminSessionDto {
    return adminSessionOf(staffOf(auth));
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Access('staff')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'A new authenticator secret for her (on only once POST /api/admin/two-factor/enable confirms a code)' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiErrors(401, 409)
  setup(@CurrentAuth() auth: RequestAuth): Promise<TwoFactorSetupDto> {
    return this.adminSession.startTwoFactorSetup(staffOf(auth));
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @Access('staff')
  @RateLimit('second-factor')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Turn her authenticator on with a code from it; answers her recovery codes, shown this once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(400, 401, 409, 429)
  async enable(@CurrentAuth() auth: RequestAuth, @Body() body: CodeDto, @Req() req: AppRequest): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.adminSession.enableTwoFactor(staffOf(auth), body.code, req.ip) };
  }
}
