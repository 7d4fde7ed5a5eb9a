import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { backgroundConnection, closeConnection } from '../redis/redis-connections';
import type { LiveEventsService } from './live-events.service';

/**
 * Socket.IO on the HTTP server; with Redis, events and disconnects cross API instances through
 * Redis pub/sub (one connection to publish and one to subscribe, both copies of the app's).
 */
export class LiveSocketAdapter extends IoAdapter {
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis | null,
    private readonly live: LiveEventsService,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.redis) {
      // Background connections: the adapter publishes without awaiting, so a command must never fail.
      const publisher = backgroundConnection(this.redis, 'live events out');
      const subscriber = backgroundConnection(this.redis, 'live events in');
      this.connections.push(publisher, subscriber);
      server.adapter(createAdapter(publisher, subscriber));
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    this.live.detach();
    // Socket.IO's close unsubscribes and waits for the answer, which a Redis that is down never gives.
    for (const connection of this.connections) if (connection.status !== 'ready') connection.disconnect();
    await super.close(server);
    await Promise.all(this.connections.map((connection) => closeConnection(connection)));
  }
}
