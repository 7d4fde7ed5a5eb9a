import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { TWO_FACTOR_NOTICES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { RequestAuth } from '../../common/request-context';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import { writeCookies } from '../../sessions/write-cookies';
import { UserDto } from '../users/dto/user.dto';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { STEP_COOKIES, stepToken } from './auth-cookies';
import { CodeDto, RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** Her authenticator app: turning it on and off, recovery codes, and the sign-in step after her password. */
@ApiTags('auth')
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  @Post('login/second-step')
  @HttpCode(200)
  @Access('public')
  @RateLimit('second-factor')
  @ApiOperation({
    summary: 'Finishes a password sign-in with a code from her authenticator app or a recovery code (within 5 minutes)',
    security: [],
  })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403)
  async secondStep(
    @Req() req: Request,
    @Body() body: CodeDto,
    @CurrentAuth() auth: RequestAuth,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const { user, cookies } = await this.auth.completeSecondStep(stepToken(req, STEP_COOKIES.secondStep), body.code, auth.userSessionId);
    writeCookies(res, cookies);
    return toUserDto(user);
  }

  @Get('two-factor')
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Whether her authenticator app is on, and how many recovery codes she has left' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiErrors(401)
  status(@CurrentUser() user: UserEntity): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user.id);
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'A new secret for her authenticator app; the app is on once she confirms a code from it' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiErrors(401, 403, 409)
  setup(@CurrentUser() user: UserEntity): Promise<TwoFactorSetupDto> {
    return this.twoFactor.startSetup(user);
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @Access('nurse')
  @RateLimit('second-factor')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Turns the authenticator app on with a code from it; answers her 10 recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(400, 401, 403, 409)
  async enable(@CurrentUser() user: UserEntity, @Body() body: CodeDto): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoFactor.enable(user, body.code) };
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @Access('nurse')
  @RateLimit('second-factor')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Turns the authenticator app off; needs a current code or a recovery code' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 403)
  async disable(@CurrentUser() user: UserEntity, @Body() body: CodeDto): Promise<MessageResponseDto> {
    await this.twoFactor.disable(user, body.code);
    return { message: TWO_FACTOR_NOTICES.turnedOff };
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @Access('nurse')
  @RateLimit('second-factor')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Replaces her recovery codes with 10 new ones, shown once; needs a current code or a recovery code' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(400, 401, 403)
  async regenerate(@CurrentUser() user: UserEntity, @Body() body: CodeDto): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(user, body.code) };
  }
}
