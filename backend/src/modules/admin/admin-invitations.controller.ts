import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { deriveInvitationStatus } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { InvitesService } from '../invites/invites.service';
import { InvitationPageDto, ListQueryDto } from './dto/admin.dto';

@ApiTags('admin')
@ApiCookieAuth('admin_sid')
@Access('admin')
@StaffRole('support')
@Controller('admin')
export class AdminInvitationsController {
  constructor(private readonly invites: InvitesService) {}

  @Get('invitations')
  @ApiOperation({
    summary:
      'Invitations, most recently sent first, with their status: invited (no account), pending or live; searched by the start of the address',
    description: 'Resend with POST /api/send-invites and a list of one address.',
  })
  @ApiOkResponse({ type: InvitationPageDto })
  @ApiErrors(400, 401)
  async list(@Query() query: ListQueryDto): Promise<InvitationPageDto> {
    const { items, total, nextCursor } = await this.invites.list(query);
    return {
      items: items.map(({ invitation, inviter, inviteeStatus }) => ({
        id: invitation.id,
        email: invitation.email,
        invitedBy: inviter,
        status: deriveInvitationStatus(inviteeStatus ?? undefined),
        sendCount: invitation.sendCount,
        lastSentAt: invitation.lastSentAt.toISOString(),
        createdAt: invitation.createdAt.toISOString(),
      })),
      total,
      pageSize: query.pageSize,
      nextCursor,
    };
  }
}
