import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AppSettingsService } from '../../database/app-settings.service';

export interface UnsubscribeGrant {
  userId: number;
  categories: NotificationCategory[];
}

const SEPARATOR = '.';
const CATEGORY_SEPARATOR = '~';

/**
 * Signed tokens for unsubscribe links: the nurse and the categories in clear, and an HMAC over both,
 * so a link works without signing in and cannot be altered to name someone else. Signed with the
 * session secret, or with a secret kept in the database when none is configured.
 */
@Injectable()
export class UnsubscribeTokensService implements OnModuleInit {
  private secret = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.secret =
      this.config.sessionSecret ??
      (await this.settings.getOrCreate('unsubscribe_secret', () => randomBytes(48).toString('base64url'))).value;
  }

  issue(grant: UnsubscribeGrant): string {
    const claim = `${grant.userId}${SEPARATOR}${grant.categories.join(CATEGORY_SEPARATOR)}`;
    return `${claim}${SEPARATOR}${this.sign(claim)}`;
  }

  /** The grant a token carries, or null when it is malformed or its signature does not match. */
  read(token: string): UnsubscribeGrant | null {
    const parts = token.split(SEPARATOR);
    if (parts.length !== 3) return null;
    const [userPart, categoryPart, signature] = parts;
    const expected = Buffer.from(this.sign(`${userPart}${SEPARATOR}${categoryPart}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const userId = Number(userPart);
    const categories = categoryPart.split(CATEGORY_SEPARATOR);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (
      !categories.every((category): category is NotificationCategory => (NOTIFICATION_CATEGORIES as readonly string[]).includes(category))
    )
      return null;
    return { userId, categories };
  }

  private sign(claim: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${claim}`).digest('base64url');
  }
}
