import type { Server } from 'node:http';

/** How often keep-alive connections are checked for having become idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and waits for the requests in flight, closing each keep-alive
 * connection as soon as it is idle; at `deadline` the connections still busy are cut. Answers whether
 * every request finished.
 */
export function drainHttpServer(server: Server, deadline: number): Promise<boolean> {
  return new Promise((done) => {
    let settled = false;
    const finish = (allFinished: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      clearTimeout(cut);
      done(allFinished);
    };
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(
      () => {
        server.closeAllConnections();
        finish(false);
      },
      Math.max(0, deadline - Date.now()),
    );
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}
