import { LIVE_SOCKET_PATH } from '@nurse/domain';
import { io, type Socket } from 'socket.io-client';
import type { ApiClient } from './api-client';
import { TEST_APP_URL, type TestApp } from './test-app';

/**
 * A nurse's open tabs in a test file: each connects to the live socket on her session, and every tab
 * opened in a test is closed after it.
 */
export function useLiveTabs(app: TestApp): { tabOf(who: { client: ApiClient }): Promise<Socket> } {
  const opened: Socket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.disconnect();
  });
  return {
    /** Resolves with her tab once its socket is connected, or rejects with the server's refusal. */
    tabOf(who) {
      const socket = io(app.baseUrl, {
        path: LIVE_SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { origin: TEST_APP_URL, cookie: `sid=${who.client.cookie('sid')}` },
      });
      opened.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
  };
}

/** Collects every event of that name the socket receives. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}
