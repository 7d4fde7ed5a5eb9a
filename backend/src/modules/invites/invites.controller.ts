import type { UserEntity } from '../users/entities/user.entity';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppRequest } from '../../common/request-context';
import { ApiErrors } from '../../common/api-errors.decorator';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { CurrentAuth } from '../../sessions/current-auth.decorator';
import type { RequestAuth } from '../../common/request-context';
import { SendInvitesDto, SentInvitesDto } from './dto/invites.dto';
import { InvitesService } from './invites.service';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('invites')
@ApiCookieAuth('sid')
@ApiCookieAuth('admin_sid')
@Controller()
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  @Post('send-invites')
  @HttpCode(200)
  @Idempotent()
  @Access('nurse-or-admin')
  @StaffRole('support')
  @RateLimit('invites')
  @ApiOperation({ summary: 'Invite colleagues by email (a signed-in nurse, or an administrator resending)' })
  @ApiOkResponse({ type: SentInvitesDto })
  @ApiErrors(400, 401, 403)
  async send(@Body() body: SendInvitesDto, @CurrentAuth() auth: RequestAuth<UserEntity>, @Req() req: AppRequest): Promise<SentInvitesDto> {
    return { sentTo: await this.invites.send(auth.user, body.emails, req.ip) };
  }
}
