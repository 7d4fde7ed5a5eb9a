import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * Socket.IO on the HTTP server; with Redis, events and disconnects cross API instances through
 * Redis pub/sub (one connection to publish and one to subscribe, both copies of the app's).
 */
export class LiveSocketAdapter extends IoAdapter {
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis | null,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    if (this.redis) {
      const publisher = this.redis.duplicate();
      const subscriber = this.redis.duplicate();
      this.connections.push(publisher, subscriber);
      server.adapter(createAdapter(publisher, subscriber));
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => undefined)));
  }
}
