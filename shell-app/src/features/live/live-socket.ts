import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@nurse/domain';
import type { LiveHub } from '@nurse/host';

const PUSHED_EVENTS = Object.values(LIVE_EVENTS);

/**
 * Opens the tab's socket to the server (WebSocket only; the session cookie authenticates it) and feeds
 * the host's live hub: its events, and whether it is up. The library is downloaded only by signed-in
 * screens. Socket.IO reconnects on its own with backoff; a socket the server closed (logout, suspension,
 * a password reset) stays closed. Returns the function that closes it.
 */
export function connectLiveSocket(hub: LiveHub): () => void {
  let closed = false;
  let close = () => undefined as void;

  void import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      const socket = io({ path: LIVE_SOCKET_PATH, transports: ['websocket'], withCredentials: true });
      socket.on('connect', () => hub.setConnected(true));
      socket.on('disconnect', () => hub.setConnected(false));
      for (const event of PUSHED_EVENTS) socket.on(event, (payload: unknown) => hub.publish(event, payload));
      close = () => {
        socket.close();
        hub.setConnected(false);
      };
    })
    .catch((error: unknown) => console.error('Could not open the live connection; screens will poll', error));

  return () => {
    closed = true;
    close();
  };
}
