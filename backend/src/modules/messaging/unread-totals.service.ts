import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { BlockChangesSignal } from '../connections/block-changes.signal';
import { AccountChangesSignal } from '../users/account-changes.signal';
import { MessagingRepository } from './messaging.repository';
import { NurseCounts } from './nurse-counts';

/**
 * Each nurse's unread total (the Messages badge), cached as nurse-counts.ts says; `changed` on a
 * message to her and on her read marks.
 */
@Injectable()
export class UnreadTotalsService extends NurseCounts {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly messaging: MessagingRepository,
    drops: CacheDropsService,
    accounts: AccountChangesSignal,
    blocks: BlockChangesSignal,
  ) {
    super('unread-totals', config, drops, accounts, blocks);
  }

  protected read(nurseId: number): Promise<number> {
    return this.messaging.unreadTotal(nurseId);
  }
}
