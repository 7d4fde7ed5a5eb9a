import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { ConnectionsRepository } from './connections.repository';
import { NurseIdSets, type SetChanges } from './nurse-id-sets';

/**
 * For each nurse, the nurses she is connected with, dropped for both when a request between them is
 * made or answered, or a block ends their connection.
 */
@Injectable()
export class ConnectedNursesCacheService extends NurseIdSets {
  protected readonly changedBy: SetChanges = {
    'connection-requested': ({ requesterId, addresseeId }) => [requesterId, addresseeId],
    'connection-answered': ({ requesterId, addresseeId }) => [requesterId, addresseeId],
    'block-changed': ({ nurseIds }) => nurseIds,
  };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    events: DomainEventBus,
    private readonly connections: ConnectionsRepository,
  ) {
    super(config, events);
  }

  protected read(nurseId: number): Promise<number[]> {
    return this.connections.connectedWith(nurseId);
  }
}
