import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { ACCOUNT_DELETION_TEXTS, NOTICES, SECOND_STEP, TWO_FACTOR_NOTICES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import type { RequestAuth } from '../../common/request-context';
import { writeCookies } from '../../sessions/write-cookies';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import { UserDto } from '../users/dto/user.dto';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { DeletionScheduledDto, ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto, WaitlistStatusDto } from './dto/auth.dto';
import { SessionDto } from './dto/session.dto';
import { SecondStepDto } from './dto/two-factor.dto';
import { PasswordResetService } from './password-reset.service';
import { WaitlistService } from './waitlist.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly waitlistService: WaitlistService,
  ) {}

  @Post('register')
  @Access('public')
  @RateLimit('register')
  @ApiOperation({ summary: 'Join the waitlist; the new account is pending and signed in', security: [] })
  @ApiCreatedResponse({ type: UserDto })
  @ApiErrors(400, 403, 409, 413)
  async register(@Body() body: RegisterDto, @Res({ passthrough: true }) res: Response): Promise<UserDto> {
    const { user, cookies } = await this.auth.register(body);
    writeCookies(res, cookies);
    return toUserDto(user);
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('login')
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      'Answers the signed-in nurse; or, when her authenticator app is on, `{ secondStep }` and no session: her code goes to ' +
      'POST /api/auth/login/second-step within 5 minutes. When her account is scheduled for deletion: `{ deletionScheduledFor }` and no ' +
      'session; the same request with `keepAccount: true` cancels the deletion and signs her in.',
    security: [],
  })
  @ApiExtraModels(UserDto, SecondStepDto, DeletionScheduledDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(UserDto) }, { $ref: getSchemaPath(SecondStepDto) }, { $ref: getSchemaPath(DeletionScheduledDto) }],
    },
  })
  @ApiErrors(400, 401, 403)
  async login(
    @Body() body: LoginDto,
    @CurrentAuth() auth: RequestAuth,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto | SecondStepDto | DeletionScheduledDto> {
    const result = await this.auth.login(body.email, body.password, auth.userSessionId, body.keepAccount === true);
    if (result.kind === 'deletion-scheduled')
      return { message: ACCOUNT_DELETION_TEXTS.scheduled(result.dueAt), deletionScheduledFor: result.dueAt.toISOString() };
    writeCookies(res, result.cookies);
    if (result.kind === 'second-step') return { secondStep: SECOND_STEP, message: TWO_FACTOR_NOTICES.secondStepNeeded };
    return toUserDto(result.user);
  }

  @Post('logout')
  @HttpCode(200)
  @Access('public')
  // The session cookie is read when sent; without one there is nothing to end and the answer is the same.
  @ApiOperation({ summary: 'End the current session', security: [{}, { sid: [] }] })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(403)
  async logout(@CurrentAuth() auth: RequestAuth, @Res({ passthrough: true }) res: Response): Promise<MessageResponseDto> {
    writeCookies(res, await this.auth.logout(auth.userSessionId));
    return { message: NOTICES.signedOut };
  }

  @Get('me')
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'The signed-in nurse' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401)
  me(@CurrentUser() user: UserEntity): UserDto {
    return toUserDto(user);
  }

  @Get('session')
  @Access('public')
  @ApiOperation({ summary: 'Who is signed in on this browser (null for a visitor)', security: [{}, { sid: [] }] })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(415)
  session(@CurrentAuth() auth: RequestAuth<UserEntity>): SessionDto {
    return { user: auth.user ? toUserDto(auth.user) : null };
  }

  @Get('waitlist')
  @Access('nurse')
  @ApiCookieAuth('sid')
  @ApiOperation({ summary: 'Where the signed-in nurse stands on the waitlist' })
  @ApiOkResponse({ type: WaitlistStatusDto })
  @ApiErrors(401)
  waitlist(@CurrentUser() user: UserEntity): Promise<WaitlistStatusDto> {
    return this.waitlistService.status(user);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('forgot-password')
  @ApiOperation({
    summary: 'Email a reset link if the address has an account (the answer is the same either way)',
    security: [],
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 403)
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(body.email);
    return { message: NOTICES.forgotPasswordSent };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('reset-password')
  @ApiOperation({ summary: 'Set a new password with the emailed token; ends every session of the account', security: [] })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 403)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.reset(body.token, body.password);
    return { message: NOTICES.passwordResetDone };
  }
}
