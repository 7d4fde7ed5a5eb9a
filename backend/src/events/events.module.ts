import { Global, Module } from '@nestjs/common';
import { DomainEventBus } from './domain-event-bus.service';

/** Domain events: recorded by services in their unit of work, delivered to subscribers (domain-event-bus.ts). */
@Global()
@Module({ providers: [DomainEventBus], exports: [DomainEventBus] })
export class EventsModule {}
