// A nurse's open tab for the measuring scripts: the live socket on her session cookie, as the shell opens it.
import { io } from 'socket.io-client';

export const LIVE_PATH = '/api/live';

/** Resolves with the connected socket, or rejects with the server's refusal. */
export function openLiveTab(server, cookie) {
  return new Promise((resolve, reject) => {
    const socket = io(server.url, {
      path: LIVE_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie, origin: server.url },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
