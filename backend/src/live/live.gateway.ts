import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { LIVE_SOCKET_PATH } from '@nurse/domain';
import type { Server, Socket } from 'socket.io';
import { allowedOrigin } from '../common/origin-check.middleware';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { remoteOrigins } from '../config/remote-origins';
import { UsersService } from '../modules/users/users.service';
import { sessionToken } from '../sessions/session-cookie';
import { SessionEndings } from '../sessions/session-endings';
import { SessionService } from '../sessions/session.service';
import { LiveEvents, sessionRoom, userRoom } from './live-events';

interface LiveSocketData {
  userId: number;
  sessionId: string;
}

/** Why a handshake was refused; the client reads it from `connect_error`. */
export const REFUSALS = { origin: 'origin-not-allowed', session: 'not-signed-in' } as const;

/**
 * One socket per signed-in tab, WebSocket only (so several API instances need no sticky sessions).
 * The handshake is authenticated from the session cookie and refused from a foreign Origin; a live
 * nurse's sockets join her room and her session's room, and close when that session ends.
 */
@WebSocketGateway({ path: LIVE_SOCKET_PATH, transports: ['websocket'], serveClient: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger('Live');
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly endings: SessionEndings,
    private readonly events: LiveEvents,
  ) {}

  afterInit(server: Server): void {
    const originAllowed = allowedOrigin(this.config.appUrl, remoteOrigins(this.config));
    server.use((socket, next) => {
      const { origin, host } = socket.handshake.headers;
      if (origin !== undefined && !originAllowed(origin, host)) return next(new Error(REFUSALS.origin));
      this.authenticate(socket).then(
        (data) => {
          if (!data) return next(new Error(REFUSALS.session));
          socket.data = data;
          next();
        },
        (error: unknown) => {
          this.logger.error(`Socket handshake failed: ${String(error)}`);
          next(new Error(REFUSALS.session));
        },
      );
    });
    this.events.attach(server);
    this.unsubscribe = this.endings.subscribe((ending) =>
      this.events.close('sessionId' in ending ? sessionRoom(ending.sessionId) : userRoom(ending.userId)),
    );
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { userId, sessionId } = socket.data as LiveSocketData;
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** The live nurse whose session the handshake's cookie names, or null. */
  private async authenticate(socket: Socket): Promise<LiveSocketData | null> {
    const session = await this.sessions.resolve('user', sessionToken(socket.request, 'user'));
    if (!session?.userId) return null;
    const user = await this.users.findById(session.userId);
    return user?.accountStatus === 'live' ? { userId: user.id, sessionId: session.id } : null;
  }
}
