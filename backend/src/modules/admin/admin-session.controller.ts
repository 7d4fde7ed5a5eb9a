import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ERRORS, NOTICES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { AppRequest, RequestAuth } from '../../common/request-context';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth } from '../../sessions/current-auth.decorator';
import { SessionService } from '../../sessions/session.service';
import { AdminPasswordService } from './admin-password.service';
import { AuditService } from './audit.service';
import { AdminLoginDto, AdminSessionDto } from './dto/admin.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminSessionController {
  constructor(
    private readonly password: AdminPasswordService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('admin-login')
  @ApiOperation({ summary: 'Start an administrator session with the admin password' })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(400, 401, 403)
  async login(
    @Body() body: AdminLoginDto,
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    if (!(await this.password.matches(body.password))) {
      await this.audit.record('admin-login-failed', null, null, req.ip);
      throw new UnauthorizedException(ERRORS.invalidAdminPassword);
    }
    // A fresh session id at every sign-in; any earlier admin session of this browser ends.
    await this.sessions.end(res, 'admin', auth.adminSessionId);
    await this.sessions.start(res, 'admin', null);
    await this.audit.record('admin-login', null, null, req.ip);
    return { isAdmin: true };
  }

  @Post('logout')
  @HttpCode(200)
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'End the administrator session' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(401, 403)
  async logout(
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto> {
    await this.sessions.end(res, 'admin', auth.adminSessionId);
    await this.audit.record('admin-logout', null, null, req.ip);
    return { message: NOTICES.signedOut };
  }

  @Get('session')
  @Access('admin')
  @ApiCookieAuth('admin_sid')
  @ApiOperation({ summary: 'Whether this browser holds an administrator session (401 when not)' })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(401)
  session(): AdminSessionDto {
    return { isAdmin: true };
  }
}
