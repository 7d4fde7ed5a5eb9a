import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { BlocksRepository } from './blocks.repository';
import { NurseIdSets, type SetChanges } from './nurse-id-sets';

/**
 * For each nurse, the nurses she blocked or who blocked her, dropped for both when a block is made or
 * lifted, so that a block closes the conversation on the next request.
 */
@Injectable()
export class BlockedNursesCacheService extends NurseIdSets {
  protected readonly changedBy: SetChanges = { 'block-changed': ({ nurseIds }) => nurseIds };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    events: DomainEventBus,
    private readonly blocks: BlocksRepository,
  ) {
    super(config, events);
  }

  protected read(nurseId: number): Promise<number[]> {
    return this.blocks.blockedEitherWayWith(nurseId);
  }

  /** Whether either of the two has blocked the other. */
  eitherWay(a: number, b: number): Promise<boolean> {
    return this.has(a, b);
  }
}
