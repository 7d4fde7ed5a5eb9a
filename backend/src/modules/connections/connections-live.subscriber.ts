import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE_EVENTS } from '@nurse/domain';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { LiveEventsService } from '../../live/live-events.service';
import { ConnectionsRepository } from './connections.repository';

/** Tells both nurses' open tabs that their connection changed, and each her pending-request total. */
@Injectable()
export class ConnectionsLiveSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly live: LiveEventsService,
    private readonly connections: ConnectionsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('connection-requested', 'after-commit', ({ requesterId, addresseeId }) => this.announce(requesterId, addresseeId));
    this.events.on('connection-answered', 'after-commit', ({ requesterId, addresseeId }) => this.announce(requesterId, addresseeId));
    this.events.on('block-changed', 'after-commit', ({ nurseIds, blocked }) => (blocked ? this.announce(...nurseIds) : undefined));
  }

  private async announce(...nurseIds: number[]): Promise<void> {
    this.live.toUsers(nurseIds, LIVE_EVENTS.connections, {});
    for (const nurseId of nurseIds) {
      this.live.toUsers([nurseId], LIVE_EVENTS.requests, { total: await this.connections.countPendingFor(nurseId) });
    }
  }
}
