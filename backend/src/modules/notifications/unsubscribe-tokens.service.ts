import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@nurse/domain';
import { SigningKeysService } from '../../signing-keys/signing-keys.service';

export interface UnsubscribeGrant {
  userId: number;
  categories: NotificationCategory[];
}

const SEPARATOR = '.';
const CATEGORY_SEPARATOR = '~';

/**
 * Signed tokens for unsubscribe links: the nurse and the categories in clear, and an HMAC over both,
 * so a link works without signing in and cannot be altered to name someone else. Signed with the
 * unsubscribe key; a link signed with an earlier secret's key still works while that secret is listed
 * in SESSION_SECRET_PREVIOUS, since a mailed link must keep working after a rotation.
 */
@Injectable()
export class UnsubscribeTokensService {
  constructor(private readonly keys: SigningKeysService) {}

  issue(grant: UnsubscribeGrant): string {
    const claim = `${grant.userId}${SEPARATOR}${grant.categories.join(CATEGORY_SEPARATOR)}`;
    return `${claim}${SEPARATOR}${this.sign(this.keys.of('unsubscribe').signing, claim)}`;
  }

  /** The grant a token carries, or null when it is malformed or its signature does not match. */
  read(token: string): UnsubscribeGrant | null {
    const parts = token.split(SEPARATOR);
    if (parts.length !== 3) return null;
    const [userPart, categoryPart, signature] = parts;
    const claim = `${userPart}${SEPARATOR}${categoryPart}`;
    const given = Buffer.from(signature);
    const matches = (key: Buffer) => {
      const expected = Buffer.from(this.sign(key, claim));
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    if (!this.keys.of('unsubscribe').verifying.some(matches)) return null;
    const userId = Number(userPart);
    const categories = categoryPart.split(CATEGORY_SEPARATOR);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (
      !categories.every((category): category is NotificationCategory => (NOTIFICATION_CATEGORIES as readonly string[]).includes(category))
    )
      return null;
    return { userId, categories };
  }

  private sign(key: Buffer, claim: string): string {
    return createHmac('sha256', key).update(`unsubscribe:${claim}`).digest('base64url');
  }
}
