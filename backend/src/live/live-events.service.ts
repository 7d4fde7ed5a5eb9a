import { Injectable } from '@nestjs/common';
import type { LiveEvent } from '@nurse/domain';

/** What events go out through: the socket server in the API, a Redis emitter in a worker. */
export interface LiveBroadcaster {
  to(rooms: string[]): { emit(event: string, payload: unknown): unknown };
  in(room: string): { disconnectSockets(close: boolean): unknown };
}

/** The room every socket of one nurse joins. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room the sockets opened on one session join, so that signing out closes exactly those. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Pushes events to nurses' open tabs. With Redis the socket server's adapter carries each event to
 * the instance holding the socket, and a worker publishes through Redis the same way. Before the
 * socket server has started, after it has closed (a job finishing during shutdown), and in a worker
 * without Redis, events go nowhere: the tabs' polling fallback and their refetch on reconnect catch up.
 */
@Injectable()
export class LiveEventsService {
  private server: LiveBroadcaster | null = null;

  attach(server: LiveBroadcaster): void {
    this.server = server;
  }

  /** Before the connection events go out on closes: an event sent on a closed connection would fail unseen. */
  detach(): void {
    this.server = null;
  }

  toUsers(userIds: readonly number[], event: LiveEvent, payload: unknown): void {
    if (!this.server || userIds.length === 0) return;
    this.server.to([...new Set(userIds)].map(userRoom)).emit(event, payload);
  }

  /** Closes the sockets of one session, or of every session of a nurse, on every instance. */
  close(room: string): void {
    this.server?.in(room).disconnectSockets(true);
  }
}
