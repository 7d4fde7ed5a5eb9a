import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { LIVE_SOCKET_PATH } from '@nurse/domain';
import type { Server, Socket } from 'socket.io';
import { allowedOrigin } from '../common/origin-check.middleware';
import { isUnavailability } from '../common/unavailability';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { remoteOrigins } from '../config/remote-origins';
import { SESSION_ACCOUNTS, type SessionAccounts } from '../sessions/session-accounts';
import { MetricsRegistry } from '../observability/metrics.registry';
import { sessionToken } from '../sessions/session-cookie';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { NurseActivitySignal } from '../sessions/nurse-activity.signal';
import { SessionService } from '../sessions/session.service';
import { DrainingSignal } from '../shutdown/draining.signal';
import { LiveEventsService, sessionRoom, userRoom } from './live-events.service';

interface LiveSocketData {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

/** While a tab stays open its nurse counts as active; this is how often that is noted. */
const PRESENCE_EVERY_MS = 60_000;
/** The longest delay a Node timer takes; a session that lasts longer is checked again at this interval. */
const LONGEST_TIMER_MS = 2_147_483_647;
/** A session found still valid at its expiry (clocks apart) is checked again no sooner than this. */
const SHORTEST_RECHECK_MS = 1000;
/** A session that could not be checked (the database or Redis is down) is checked again after this. */
const UNAVAILABLE_RECHECK_MS = 5000;

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
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    @Inject(SESSION_ACCOUNTS) private readonly users: SessionAccounts,
    private readonly domainEvents: DomainEventBus,
    private readonly events: LiveEventsService,
    private readonly activity: NurseActivitySignal,
    private readonly shutdown: DrainingSignal,
    private readonly metrics: MetricsRegistry,
  ) {}

  afterInit(server: Server): void {
    const originAllowed = allowedOrigin(this.config.appUrl, remoteOrigins(this.config));
    server.use((socket, next) => {
      const { origin, host } = socket.handshake.headers;
      if (origin !== undefined && !originAllowed(origin, host)) return next(new Error(REFUSALS.origin));
      if (this.shutdown.draining) return dropForReconnect(socket);
      this.authenticate(socket).then(
        (data) => {
          if (!data) return next(new Error(REFUSALS.session));
          socket.data = data;
          next();
        },
        (error: unknown) => {
          if (isUnavailability(error)) return dropForReconnect(socket);
          this.logger.error(`Socket handshake failed: ${String(error)}`);
          next(new Error(REFUSALS.session));
        },
      );
    });
    this.events.attach(server);
    this.metrics.trackOpenSockets(() => server.of('/').sockets.size);
    this.domainEvents.on('session-ended', 'after-commit', ({ sessionId }) => this.events.close(sessionRoom(sessionId)));
    this.domainEvents.on('sessions-ended', 'after-commit', ({ userId }) => this.events.close(userRoom(userId)));
    this.unsubscribes.push(
      // This instance's tabs reconnect, through the proxy, to an instance that stays.
      this.shutdown.subscribe(() => server.sockets.sockets.forEach(dropForReconnect)),
    );
  }

  /**
   * Joins the socket to its rooms, then checks its session again: a sign-out or a suspension between
   * the handshake's check and the join closed the rooms before this socket was in them. Once in,
   * it is closed when its session ends, and at the session's expiry.
   */
  async handleConnection(socket: Socket): Promise<void> {
    const { userId, sessionId } = socket.data as LiveSocketData;
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    await this.recheck(socket);
    this.notePresence(socket, userId);
  }

  /** Notes her activity now, every minute while the tab stays open, and when it closes. */
  private notePresence(socket: Socket, userId: number): void {
    if (socket.disconnected) return;
    this.activity.seen(userId);
    const timer = setInterval(() => this.activity.seen(userId), PRESENCE_EVERY_MS);
    timer.unref();
    socket.once('disconnect', () => {
      clearInterval(timer);
      this.activity.seen(userId);
    });
  }

  /** Closes the socket unless its session is still the live nurse's; otherwise checks again at the session's expiry. */
  private async recheck(socket: Socket): Promise<void> {
    if (socket.disconnected) return;
    let unavailable = false;
    const current = await this.authenticate(socket).catch((error: unknown) => {
      unavailable = isUnavailability(error);
      if (!unavailable) this.logger.error(`Socket session check failed: ${String(error)}`);
      return null;
    });
    const { sessionId } = socket.data as LiveSocketData;
    if (!unavailable && (!current || current.sessionId !== sessionId)) {
      socket.disconnect(true);
      return;
    }
    const untilExpiry = current ? current.expiresAt.getTime() - Date.now() : UNAVAILABLE_RECHECK_MS;
    const delay = Math.min(untilExpiry > 0 ? untilExpiry : SHORTEST_RECHECK_MS, LONGEST_TIMER_MS);
    const timer = setTimeout(() => void this.recheck(socket), delay);
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
  }

  /** The live nurse whose session the handshake's cookie names, or null. */
  private async authenticate(socket: Socket): Promise<LiveSocketData | null> {
    const session = await this.sessions.resolve('user', sessionToken(socket.request, 'user'));
    if (!session?.userId) return null;
    const user = await this.users.findById(session.userId);
    return user?.accountStatus === 'live' ? { userId: user.id, sessionId: session.id, expiresAt: session.expiresAt } : null;
  }
}

/**
 * Closes the socket's connection without a refusal: the client sees its transport close and
 * reconnects with backoff, where a refusal or a server-side disconnect would keep it closed.
 */
function dropForReconnect(socket: Socket): void {
  socket.conn.close();
}
