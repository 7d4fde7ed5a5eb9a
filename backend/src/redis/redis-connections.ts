import { Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { OutageLog } from './outage-log';

const logger = new Logger('Redis');

/** Reconnection attempts back off to at most this, so a Redis back up is used again within a second or so. */
const MAX_RECONNECT_DELAY_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;
/** How long a clean QUIT may take before the connection is simply dropped. */
const QUIT_TIMEOUT_MS = 1000;

/**
 * The connection requests use. While Redis is down a command fails at once (no offline queue) instead
 * of waiting for the reconnection, so the request answers 503 in moments.
 */
const REQUEST_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
};

/**
 * A connection for work that waits for Redis rather than fail (subscriptions, BullMQ's worker, live
 * events): commands are held while it reconnects and never given up on.
 */
export const BACKGROUND_OPTIONS: RedisOptions = { enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false };

/** Logs the connection's outages, once each; without an `error` listener ioredis reports every failed retry. */
export function watchOutages(client: Redis, purpose: string): Redis {
  const outages = new OutageLog(logger, `Redis (${purpose})`);
  client.on('error', (error: unknown) => outages.failed(error));
  client.on('ready', () => outages.recovered());
  return client;
}

/** The shared connection for requests; answers once it is ready, or fails after `readyWithinMs`. */
export async function connectForRequests(url: string, readyWithinMs: number): Promise<Redis> {
  const client = watchOutages(new Redis(url, { ...REQUEST_OPTIONS, lazyConnect: true }), 'requests');
  // Not connect()'s promise: it fails at the first refused attempt, and Redis may be starting too.
  const ready = new Promise<void>((done) => client.once('ready', () => done()));
  client.connect().catch(() => undefined);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`REDIS_URL: Redis did not answer within ${readyWithinMs / 1000} s`)), readyWithinMs).unref(),
  );
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}

/** A second connection to the same Redis for background work (see BACKGROUND_OPTIONS). */
export function backgroundConnection(client: Redis, purpose: string): Redis {
  return watchOutages(client.duplicate(BACKGROUND_OPTIONS), purpose);
}

/**
 * Closes a connection without waiting on a Redis that is gone: QUIT when it is up (bounded), else
 * the connection is dropped and its reconnection attempts stop.
 */
export async function closeConnection(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    const quit = client.quit().then(
      () => true,
      () => false,
    );
    const late = new Promise<boolean>((done) => setTimeout(() => done(false), QUIT_TIMEOUT_MS).unref());
    if (await Promise.race([quit, late])) return;
  }
  client.disconnect();
}
