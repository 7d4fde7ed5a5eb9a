import type { Server } from 'node:http';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { drainHttpServer } from './drain-http-server';
import { DrainingSignal } from './draining.signal';

export interface ShutdownOptions {
  /** From the signal to exit at most. */
  graceMs: number;
  /** The API's server, drained before the app closes; the worker has none. */
  httpServer?: Server;
}

/** The share of the grace period kept for closing the app (jobs, connections) after the requests. */
const CLOSING_SHARE = 0.3;
/**
 * How long the server still accepts connections once not ready (a fifth of the grace period, at most
 * this), so that a load balancer polling readiness sees the 503 and stops sending requests here.
 */
const MAX_NOTICE_MS = 2000;
const NOTICE_SHARE = 0.2;

function describe(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * On SIGTERM or SIGINT: the instance turns not-ready and its live sockets reconnect elsewhere; after
 * a short notice the server stops accepting connections and lets requests in flight finish, job workers finish or give
 * back their jobs, connections close, and the process exits 0 — within `graceMs` even when Redis or
 * the database is gone and something hangs on it.
 */
export function shutDownGracefully(app: INestApplicationContext, options: ShutdownOptions): void {
  const logger = new Logger('Shutdown');
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return logger.warn(`${signal} again: still shutting down`);
    started = true;
    void shutDown(app, options, signal, logger);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function shutDown(app: INestApplicationContext, { graceMs, httpServer }: ShutdownOptions, signal: string, logger: Logger) {
  const deadline = Date.now() + graceMs;
  setTimeout(() => {
    logger.warn(`Still closing after ${graceMs / 1000} s; exiting`);
    process.exit(0);
  }, graceMs);
  // Connections that close reject the commands they still held; the libraries that sent them without
  // awaiting (Socket.IO's Redis adapter, BullMQ) leave those rejections unhandled, and they must not
  // turn a clean exit into a crash.
  process.on('unhandledRejection', (reason) => logger.warn(`Abandoned while shutting down: ${describe(reason)}`));
  logger.log(`${signal}: shutting down within ${graceMs / 1000} s`);
  app.get(DrainingSignal).begin(deadline);
  if (httpServer) {
    await new Promise((done) => setTimeout(done, Math.min(MAX_NOTICE_MS, graceMs * NOTICE_SHARE)));
    if (!(await drainHttpServer(httpServer, deadline - graceMs * CLOSING_SHARE))) {
      logger.warn('Requests still running when the time was up were cut off');
    }
  }
  try {
    await app.close();
    logger.log('Shut down');
  } catch (error) {
    logger.warn(`Closing did not complete cleanly: ${describe(error)}`);
  }
  process.exit(0);
}
