import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { BlockChangesSignal } from '../connections/block-changes.signal';
import { AccountChangesSignal } from '../users/account-changes.signal';
import { MessageRequestsRepository } from './message-requests.repository';
import { NurseCounts } from './nurse-counts';

/**
 * How many message requests wait for each nurse's answer (part of the Messages badge), cached as
 * nurse-counts.ts says; `changed` when a request to her is stored, answered or ended.
 */
@Injectable()
export class MessageRequestCountsService extends NurseCounts {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly requests: MessageRequestsRepository,
    drops: CacheDropsService,
    accounts: AccountChangesSignal,
    blocks: BlockChangesSignal,
  ) {
    super('message-request-counts', config, drops, accounts, blocks);
  }

  protected read(recipientId: number): Promise<number> {
    return this.requests.countPendingFor(recipientId);
  }
}
