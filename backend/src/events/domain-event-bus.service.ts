import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Transaction } from './recording-transaction';
import { backgroundConnection, closeConnection } from '../redis/redis-connections';
import { REDIS } from '../redis/redis.module';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events';

const CHANNEL = 'domain-events';

/**
 * When a subscriber runs:
 * - `in-transaction`: inside the write's transaction, before it commits, for effects that must not be
 *   lost (a notification, an email): they are stored with the write or not at all. A failure fails the
 *   write.
 * - `after-commit`: once, on the instance that committed, for effects that may be lost (a live event,
 *   which the socket server's Redis adapter carries to every instance). A failure is logged.
 * - `every-instance`: after commit on this instance and, through Redis, on every other API instance and
 *   worker, for what each instance keeps in memory (read caches). A failure is logged.
 */
export type EventPhase = 'in-transaction' | 'after-commit' | 'every-instance';

type InTransactionHandler<E> = (event: E, tx: Transaction) => Promise<unknown>;
type CommittedHandler<E> = (event: E) => unknown;
/** How every handler is kept: the phase it was registered for says which arguments it gets. */
type KeptHandler = (event: DomainEvent, tx: Transaction) => unknown;

interface RelayMessage {
  from: string;
  events: DomainEvent[];
}

/**
 * The registry of subscribers and the delivery of events. The unit of work hands it the events a
 * transaction recorded: first to run the in-transaction subscribers (which may record more), then,
 * once committed, to publish them here and to the other instances over one Redis channel.
 *
 * Redis keeps no message for a subscriber that is away, so when this instance's subscription comes
 * back after a lost connection, every `onEventsMissed` callback runs (each read cache empties itself):
 * an event published meanwhile is not missed.
 */
@Injectable()
export class DomainEventBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('DomainEvents');
  private readonly instance = randomUUID();
  private readonly inTransaction = new Map<DomainEventType, KeptHandler[]>();
  private readonly afterCommit = new Map<DomainEventType, KeptHandler[]>();
  private readonly everyInstance = new Map<DomainEventType, KeptHandler[]>();
  private readonly missedCallbacks: (() => void)[] = [];
  private subscriber: Redis | null = null;
  private subscribed = false;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = backgroundConnection(this.redis, 'domain events');
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    // ioredis subscribes again on its own after reconnecting; `ready` comes first at each connection.
    this.subscriber.on('ready', () => {
      if (this.subscribed) this.eventsMissed();
    });
    await this.subscriber.subscribe(CHANNEL);
    this.subscribed = true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeConnection(this.subscriber);
  }

  /** Subscribes `handler` to events of `type`, run in `phase`. */
  on<T extends DomainEventType>(type: T, phase: 'in-transaction', handler: InTransactionHandler<DomainEventOf<T>>): void;
  on<T extends DomainEventType>(type: T, phase: 'after-commit' | 'every-instance', handler: CommittedHandler<DomainEventOf<T>>): void;
  on<T extends DomainEventType>(
    type: T,
    phase: EventPhase,
    handler: InTransactionHandler<DomainEventOf<T>> | CommittedHandler<DomainEventOf<T>>,
  ): void {
    const registry = { 'in-transaction': this.inTransaction, 'after-commit': this.afterCommit, 'every-instance': this.everyInstance }[
      phase
    ];
    const handlers = registry.get(type) ?? [];
    handlers.push(handler as KeptHandler);
    registry.set(type, handlers);
  }

  /** Runs `callback` when this instance may have missed events from the others (its Redis link came back). */
  onEventsMissed(callback: () => void): void {
    this.missedCallbacks.push(callback);
  }

  /** Runs the in-transaction subscribers of `event` in `tx`; called by the unit of work before committing. */
  async runInTransaction(event: DomainEvent, tx: Transaction): Promise<void> {
    for (const handler of this.inTransaction.get(event.type) ?? []) await handler(event, tx);
  }

  /** Delivers events whose writes are committed: here at once, and to the other instances. */
  publish(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    for (const event of events) this.deliver(event, this.everyInstance);
    for (const event of events) this.deliver(event, this.afterCommit);
    this.relay(events);
  }

  /**
   * Delivers an event written outside a database transaction (a session deleted from the session
   * store) or that stores nothing (a nurse typing): its after-commit and every-instance subscribers run
   * as for a committed event.
   */
  announce(event: DomainEvent): void {
    this.publish([event]);
  }

  private deliver(event: DomainEvent, registry: Map<DomainEventType, KeptHandler[]>): void {
    for (const handler of registry.get(event.type) ?? []) {
      try {
        const done = (handler as CommittedHandler<DomainEvent>)(event);
        if (done instanceof Promise) done.catch((error: unknown) => this.failed(event, error));
      } catch (error) {
        this.failed(event, error);
      }
    }
  }

  private failed(event: DomainEvent, error: unknown): void {
    this.logger.error(`A subscriber to ${event.type} failed (the write is stored): ${(error as Error).message ?? String(error)}`);
  }

  private relay(events: readonly DomainEvent[]): void {
    if (!this.redis) return;
    const message: RelayMessage = { from: this.instance, events: [...events] };
    this.redis.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
      // The other instances' caches keep their entries until their few seconds are up.
      this.logger.warn(`Could not tell the other instances of ${events.length} event(s): ${String(error)}`);
    });
  }

  private receive(raw: string): void {
    let message: RelayMessage;
    try {
      message = JSON.parse(raw) as RelayMessage;
    } catch {
      this.logger.warn('Ignored a domain event message that is not JSON');
      return;
    }
    if (message.from === this.instance) return;
    for (const event of message.events) this.deliver(event, this.everyInstance);
  }

  private eventsMissed(): void {
    this.logger.log('Emptied the in-memory caches: events published while Redis was unreachable may have been missed');
    for (const callback of this.missedCallbacks) callback();
  }
}
