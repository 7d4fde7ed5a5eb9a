import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { TWO_FACTOR, TWO_FACTOR_NOTICES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { RequestAuth } from '../../common/request-context';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import { SessionService } from '../../sessions/session.service';
import { writeCookies } from '../../sessions/write-cookies';
import { UserDto } from '../users/dto/user.dto';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { STEP_COOKIES, stepCookie, stepToken } from './auth-cookies';
import { AddPasskeyDto, PasskeyDto, PasskeyListDto, PasskeySignInDto, RemovePasskeyDto, WebAuthnOptionsDto } from './dto/two-factor.dto';
import type { PasskeyCredentialEntity } from './entities/passkey-credential.entity';
import { PasskeysService } from './passkeys.service';

const toPasskeyDto = (passkey: PasskeyCredentialEntity): PasskeyDto => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/** Her passkeys (WebAuthn): adding, listing and removing them, and signing in with one. */
@ApiTags('auth')
@Controller('auth')
export class PasskeysController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passkeys: PasskeysService,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Get('passkeys')
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Her passkeys, oldest first, with when each was added and last used' })
  @ApiOkResponse({ type: PasskeyListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<PasskeyListDto> {
    return { items: (await this.passkeys.list(user.id)).map(toPasskeyDto) };
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Options for her browser to make a passkey (the challenge is kept for her session, 5 minutes)' })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiErrors(401, 403)
  async registrationOptions(@CurrentUser() user: UserEntity, @CurrentAuth() auth: RequestAuth): Promise<WebAuthnOptionsDto> {
    return { options: { ...(await this.passkeys.registrationOptions(user, auth.userSessionId!)) } };
  }

  @Post('passkeys')
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Adds the passkey her browser made for the challenge of her session, under the name she gave' })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiErrors(400, 401, 403, 409)
  async add(@CurrentUser() user: UserEntity, @CurrentAuth() auth: RequestAuth, @Body() body: AddPasskeyDto): Promise<PasskeyDto> {
    const response = body.response as unknown as RegistrationResponseJSON;
    return toPasskeyDto(await this.passkeys.register(user, auth.userSessionId!, body.name, response));
  }

  @Delete('passkeys/:passkeyId')
  @HttpCode(200)
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Removes one of her passkeys; her password is needed when she signed in more than 15 minutes ago' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async remove(
    @CurrentUser() user: UserEntity,
    @CurrentAuth() auth: RequestAuth,
    @Param('passkeyId', ParseIntPipe) passkeyId: number,
    @Body() body: RemovePasskeyDto,
  ): Promise<MessageResponseDto> {
    const signedInAt = await this.sessions.startedAt('user', auth.userSessionId!);
    await this.passkeys.remove(user, passkeyId, signedInAt, body?.password);
    return { message: TWO_FACTOR_NOTICES.passkeyRemoved };
  }

  @Post('passkey-sign-in/options')
  @HttpCode(200)
  @Access('public')
  @RateLimit('login')
  @ApiOperation({ summary: 'Options for signing in with a passkey, usernameless (the challenge is kept for 5 minutes)', security: [] })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiErrors(403)
  async signInOptions(@Res({ passthrough: true }) res: Response): Promise<WebAuthnOptionsDto> {
    const { options, token } = await this.passkeys.signInOptions();
    writeCookies(res, [stepCookie(STEP_COOKIES.passkeyChallenge, token, this.config.secureCookies, TWO_FACTOR.challengeTtlMs)]);
    return { options: { ...options } };
  }

  @Post('passkey-sign-in')
  @HttpCode(200)
  @Access('public')
  @RateLimit('login')
  @ApiOperation({ summary: 'Signs in with the passkey that answered the challenge; no code is asked after it', security: [] })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 403)
  async signIn(
    @Req() req: Request,
    @Body() body: PasskeySignInDto,
    @CurrentAuth() auth: RequestAuth,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const token = stepToken(req, STEP_COOKIES.passkeyChallenge);
    const { user, cookies } = await this.auth.loginWithPasskey(
      token,
      body.response as unknown as AuthenticationResponseJSON,
      auth.userSessionId,
    );
    writeCookies(res, cookies);
    return toUserDto(user);
  }
}
