import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ACCOUNT_DELETION_TEXTS } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { AppRequest } from '../../common/request-context';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { SessionAccount } from '../../sessions/session-accounts';
import { writeCookies } from '../../sessions/write-cookies';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionScheduledDto, RequestAccountDeletionDto } from './dto/account-deletion.dto';

@ApiTags('account')
@ApiCookieAuth('sid')
@Controller('account/deletion')
export class AccountDeletionController {
  constructor(private readonly deletions: AccountDeletionService) {}

  @Post()
  @Access('nurse')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete your account: signed out everywhere and hidden at once, erased after the grace period',
    description:
      'Confirmed with her password, and with `code` (authenticator or recovery code) when her second factor is on. Every session ' +
      'of hers ends; signing in with her password before `deletionScheduledFor` offers to keep the account.',
  })
  @ApiOkResponse({ type: AccountDeletionScheduledDto })
  @ApiErrors(400, 401, 409)
  // 400 also for a wrong password or code: a 401 would read as her session having ended.
  async request(
    @CurrentUser() nurse: SessionAccount,
    @Body() body: RequestAccountDeletionDto,
    @Req() req: AppRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountDeletionScheduledDto> {
    const { dueAt, cookies } = await this.deletions.request(nurse.id, body, req.ip);
    writeCookies(res, cookies);
    return { message: ACCOUNT_DELETION_TEXTS.scheduled(dueAt), deletionScheduledFor: dueAt.toISOString() };
  }
}
