import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * Nothing of hers reaches a device once she has signed out there: signing out of a session removes the
 * devices added in it, and every session of hers ending (a password reset, a suspension) removes all of
 * them. The screen also unsubscribes the browser itself when she signs out.
 */
@Injectable()
export class PushSessionsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly devices: PushSubscriptionsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('session-ended', 'after-commit', ({ sessionId }) => this.devices.removeOfSession(sessionId));
    this.events.on('sessions-ended', 'after-commit', ({ userId }) => this.devices.removeAllOf(userId));
  }
}
