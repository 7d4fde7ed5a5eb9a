import { Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import { NOTIFICATION_CATEGORY_LABELS, ROUTES, type NotificationCategory } from '@nurse/domain';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-errors.decorator';
import { NotFoundError } from '../../common/domain-errors';
import { IgnoresBody } from '../../common/json-routes.guard';
import { Access } from '../../sessions/access.decorator';
import { UnsubscribeDto } from './dto/notifications.dto';
import { NotificationSettingsService } from './notification-settings.service';
import { UnsubscribeTokensService, type UnsubscribeGrant } from './unsubscribe-tokens.service';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Sign in and change your emails under Settings.';

const labelOf = (categories: readonly NotificationCategory[]) => {
  const labels = categories.map((category) => NOTIFICATION_CATEGORY_LABELS[category]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : labels[0];
};

/**
 * Unsubscribing from an email without signing in (RFC 8058). The signed token is the credential. A
 * GET never unsubscribes, since link scanners fetch URLs: a browser is sent to the page that asks.
 */
@ApiTags('notifications')
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly tokens: UnsubscribeTokensService,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get(':token')
  @Access('anyone')
  @ApiOperation({
    summary: 'What an unsubscribe link stops, without changing anything',
    security: [],
    description: 'A browser (Accept: text/html) is redirected to the page that asks before unsubscribing.',
  })
  @ApiOkResponse({ type: UnsubscribeDto })
  @ApiSeeOtherResponse({ description: 'To the confirmation page' })
  @ApiErrors(404)
  async describe(
    @Param('token') token: string,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UnsubscribeDto | undefined> {
    if (accept?.includes('text/html')) {
      res.redirect(303, ROUTES.unsubscribe.replace(':token', encodeURIComponent(token)));
      return undefined;
    }
    const grant = this.grantOf(token);
    const { channels } = await this.settings.of(grant.userId);
    const email = channels.some((preference) => grant.categories.includes(preference.category) && preference.email);
    return this.answer(grant, email);
  }

  @Post(':token')
  @Access('anyone')
  @IgnoresBody()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop the emails an unsubscribe link names, at once',
    security: [],
    description: 'No session needed; mail programs post `List-Unsubscribe=One-Click` as a form, which is not read.',
  })
  @ApiOkResponse({ type: UnsubscribeDto })
  @ApiErrors(404)
  async unsubscribe(@Param('token') token: string): Promise<UnsubscribeDto> {
    const grant = this.grantOf(token);
    await this.settings.stopEmail(grant.userId, grant.categories);
    return this.answer(grant, false);
  }

  private grantOf(token: string): UnsubscribeGrant {
    const grant = this.tokens.read(token);
    if (!grant) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    return grant;
  }

  private answer(grant: UnsubscribeGrant, email: boolean): UnsubscribeDto {
    return { category: grant.categories[0], categories: grant.categories, label: labelOf(grant.categories), email };
  }
}
