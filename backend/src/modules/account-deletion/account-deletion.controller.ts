import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Response } from 'express';
import { ACCOUNT_DELETION_TEXTS } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { InvalidInputError } from '../../common/domain-errors';
import type { AppRequest, RequestAuth } from '../../common/request-context';
import { Access } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import type { SessionAccount } from '../../sessions/session-accounts';
import { writeCookies } from '../../sessions/write-cookies';
import { WebAuthnOptionsDto } from '../auth/dto/two-factor.dto';
import { PasskeysService } from '../auth/passkeys.service';
import { AccountDeletionService, type DeletionConfirmation } from './account-deletion.service';
import { AccountDeletionScheduledDto, RequestAccountDeletionDto } from './dto/account-deletion.dto';

/** Her password (and code), or the answer of one of her passkeys to the challenge kept for this session; never both. */
function confirmationOf(body: RequestAccountDeletionDto, sessionId: string): DeletionConfirmation {
  if (body.passkey === undefined) return { password: body.password!, code: body.code };
  if (body.password !== undefined || body.code !== undefined) throw new InvalidInputError(ACCOUNT_DELETION_TEXTS.passwordOrPasskey);
  return { passkey: body.passkey as unknown as AuthenticationResponseJSON, sessionId };
}

@ApiTags('account')
@ApiCookieAuth('sid')
@Controller('account/deletion')
export class AccountDeletionController {
  constructor(
    private readonly deletions: AccountDeletionService,
    private readonly passkeys: PasskeysService,
  ) {}

  @Post('passkey-options')
  @Access('nurse')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Options for confirming "Delete your account" with one of her passkeys (the challenge is kept for her session, 5 minutes)',
    description: 'Her browser answers them with startAuthentication(); the answer goes as `passkey` to POST /api/account/deletion.',
  })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiErrors(400, 401)
  async passkeyOptions(@CurrentUser() nurse: SessionAccount, @CurrentAuth() auth: RequestAuth): Promise<WebAuthnOptionsDto> {
    return { options: { ...(await this.passkeys.confirmationOptions(nurse.id, auth.userSessionId!)) } };
  }

  @Post()
  @Access('nurse')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete your account: signed out everywhere and hidden at once, erased after the grace period',
    description:
      'Confirmed with her password, and with `code` (authenticator or recovery code) when her second factor is on; or instead ' +
      'with `passkey`, one of her passkeys answering the options of POST /api/account/deletion/passkey-options, which stands ' +
      'for both (a wrong, foreign, replayed or expired answer is a 400). Every session ' +
      'of hers ends; signing in with her password before `deletionScheduledFor` offers to keep the account.',
  })
  @ApiOkResponse({ type: AccountDeletionScheduledDto })
  @ApiErrors(400, 401, 409)
  // 400 also for a wrong password, code or passkey: a 401 would read as her session having ended.
  async request(
    @CurrentUser() nurse: SessionAccount,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: RequestAccountDeletionDto,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountDeletionScheduledDto> {
    const { dueAt, cookies } = await this.deletions.request(nurse.id, confirmationOf(body, auth.userSessionId!), req.ip);
    writeCookies(res, cookies);
    return { message: ACCOUNT_DELETION_TEXTS.scheduled(dueAt), deletionScheduledFor: dueAt.toISOString() };
  }
}
