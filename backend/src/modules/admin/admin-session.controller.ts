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
import { AdminSessionService } from './admin-session.service';
import { AdminLoginDto, AdminSessionDto } from './dto/admin.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminSessionController {
  constructor(private readonly adminSession: AdminSessionService) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('admin-login')
  @ApiOperation({ summary: 'Start an administrator session with the admin password', security: [] })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiErrors(400, 401, 403)
  async login(
    @Body() body: AdminLoginDto,
    @CurrentAuth() auth: RequestAuth,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSessionDto> {
    writeCookies(res, await this.adminSession.login(body.password, auth.adminSessionId, req.ip));
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
    writeCookies(res, await this.adminSession.logout(auth.adminSessionId, req.ip));
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
