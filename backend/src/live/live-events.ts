import { Injectable } from '@nestjs/common';
import type { LiveEvent } from '@nurse/domain';
import type { Server } from 'socket.io';

/** The room every socket of one nurse joins. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room the sockets opened on one session join, so that signing out closes exactly those. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Pushes events to nurses' open tabs. With Redis the socket server's adapter carries each event to
 * the instance holding the socket. Before the socket server has started (and in processes without
 * one) events go nowhere: the tabs' polling fallback and their refetch on reconnect catch up.
 */
@Injectable()
export class LiveEvents {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
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
