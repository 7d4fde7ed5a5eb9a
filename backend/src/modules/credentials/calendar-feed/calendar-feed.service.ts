import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { NotFoundError } from '../../../common/domain-errors';
import { UsersService } from '../../users/users.service';
import { sharesLinks } from '../packets/packet-rules';
import { certificationLabel, licenceLabel } from '../renewals/renewal-texts';
import { WalletReadCache } from '../wallet-read-cache.service';
import { WalletService } from '../wallet.service';
import { expiryCalendar, type ExpiryEvent } from './calendar-document';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { DomainEventBus } from '../../../events/domain-event-bus.service';

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'That calendar feed was not found',
  noFeed: 'You have no calendar feed',
  revoked: 'Your calendar feed was turned off; its URL no longer works',
} as const;

/** Where the feeds are served, under the API. */
export const CALENDAR_FEED_PATH = '/api/credentials/calendar-feed';

/** 32 random bytes in base64url, then ".ics" as calendar apps expect. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Her private calendar feed: the URL she makes, rotates and revokes, and the document it serves. */
@Injectable()
export class CalendarFeedService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly feeds: CalendarFeedRepository,
    private readonly wallet: WalletService,
    private readonly cache: WalletReadCache,
    private readonly events: DomainEventBus,
    private readonly users: UsersService,
  ) {}

  async status(userId: number): Promise<{ active: boolean; createdAt: Date | null }> {
    const feed = await this.cache.read(userId, 'calendar-feed', () => this.feeds.findByOwner(userId));
    return { active: feed !== null, createdAt: feed?.createdAt ?? null };
  }

  /** Makes her feed URL, or a new one in place of the old, which stops working at once. */
  async create(userId: number): Promise<{ url: string; createdAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const feed = await this.feeds.replace(userId, hashOf(token), new Date());
    this.events.announce({ type: 'wallet-changed', userId: userId });
    return { url: `${this.config.appUrl}${CALENDAR_FEED_PATH}/${token}.ics`, createdAt: feed.createdAt };
  }

  async revoke(userId: number): Promise<void> {
    if (!(await this.feeds.remove(userId))) throw new NotFoundError(CALENDAR_FEED_MESSAGES.noFeed);
    this.events.announce({ type: 'wallet-changed', userId: userId });
  }

  /**
   * The calendar behind a feed file name ("<token>.ics"); not found for a malformed, unknown or revoked
   * one, or while its nurse's account is not live.
   */
  async calendar(file: string): Promise<string> {
    const token = FEED_FILE.exec(file)?.[1];
    const feed = token ? await this.feeds.findByTokenHash(hashOf(token)) : null;
    const owner = feed ? await this.users.findById(feed.userId) : null;
    if (!feed || !owner || !sharesLinks(owner)) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
    const [licences, certifications] = await Promise.all([
      this.wallet.entries('licences', feed.userId),
      this.wallet.entries('certifications', feed.userId),
    ]);
    const events: ExpiryEvent[] = [
      ...licences.map((row) => ({
        key: `licences-${row.id}`,
        label: licenceLabel(row.type, row.state),
        expiryDate: row.expiryDate,
        changedAt: row.updatedAt,
      })),
      ...certifications.flatMap((row) =>
        row.expiryDate
          ? [{ key: `certifications-${row.id}`, label: certificationLabel(row.name), expiryDate: row.expiryDate, changedAt: row.updatedAt }]
          : [],
      ),
    ];
    return expiryCalendar(events, new URL(this.config.appUrl).host);
  }
}
