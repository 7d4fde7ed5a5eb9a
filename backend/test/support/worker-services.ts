/**
 * Parallel jest workers on MariaDB/MySQL and Redis. Every suite wipes the database and Redis it is
 * given when it starts (support/test-app.ts), so two workers must never share them: worker 1 keeps
 * TEST_DATABASE_URL and TEST_REDIS_URL, every other worker gets a database of its own on the same
 * server and a Redis server of its own. A Redis database index would not do: pub/sub (cache drops,
 * session endings, the socket adapter) reaches every index of a server, and both workers number their
 * nurses from 1.
 *
 * global-setup.ts starts them and passes their addresses on in the environment, which the workers
 * inherit; `useWorkerServices` (a jest setup file) points each worker's suites at its own.
 */
import { DataSource } from 'typeorm';
import { NO_REDIS_SERVER, startRedisServer, type OwnRedis } from './redis-server';

const databaseKey = (worker: number) => `TEST_DATABASE_URL_WORKER_${worker}`;
const redisKey = (worker: number) => `TEST_REDIS_URL_WORKER_${worker}`;

interface WorkerServices {
  serverUrl: string | null;
  databases: string[];
  redisServers: OwnRedis[];
}

/** Kept on globalThis: jest's global setup and teardown share it, not their modules. */
const started = globalThis as typeof globalThis & { nurseWorkerServices?: WorkerServices };

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (server: DataSource) => Promise<T>): Promise<T> {
  const server = new DataSource({ type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') });
  await server.initialize();
  try {
    return await work(server);
  } finally {
    await server.destroy();
  }
}

export async function startWorkerServices(workers: number): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const services: WorkerServices = { serverUrl: databaseUrl ?? null, databases: [], redisServers: [] };
  started.nurseWorkerServices = services;
  if (workers < 2) return;
  if (redisUrl && NO_REDIS_SERVER) throw new Error(`${NO_REDIS_SERVER}; run the suite with --runInBand to share TEST_REDIS_URL`);
  for (let worker = 2; worker <= workers; worker += 1) {
    if (databaseUrl) {
      const name = `${new URL(databaseUrl).pathname.slice(1)}_worker${worker}`;
      await onServer(databaseUrl, (server) => server.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``));
      services.databases.push(name);
      process.env[databaseKey(worker)] = withDatabase(databaseUrl, name);
    }
    if (redisUrl) {
      const redis = await startRedisServer();
      services.redisServers.push(redis);
      process.env[redisKey(worker)] = redis.url;
    }
  }
}

export async function stopWorkerServices(): Promise<void> {
  const services = started.nurseWorkerServices;
  if (!services) return;
  await Promise.all(services.redisServers.map((redis) => redis.stop()));
  const { serverUrl, databases } = services;
  if (serverUrl && databases.length > 0) {
    await onServer(serverUrl, async (server) => {
      for (const name of databases) await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    });
  }
}

/** In each worker, before its suites load: its own database and Redis, when it has them. */
export function useWorkerServices(): void {
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  const databaseUrl = process.env[databaseKey(worker)];
  const redisUrl = process.env[redisKey(worker)];
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  if (redisUrl) process.env.TEST_REDIS_URL = redisUrl;
}
