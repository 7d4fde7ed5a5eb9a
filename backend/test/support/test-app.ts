/**
 * Starts the real, fully configured app on an ephemeral port with a fresh DATA_DIR.
 * TEST_DATABASE_URL switches to MariaDB/MySQL and TEST_REDIS_URL to Redis; both are wiped first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { JsonLogger } from '../../src/observability/json-logger';
import { ApiClient } from './api-client';

export const TEST_APP_URL = 'http://nurse.test';
export const TEST_ADMIN_PASSWORD = 'integration-admin-password';
export const TEST_SESSION_SECRET = 'integration-session-secret-0123456789abcdef';

export interface TestApp {
  baseUrl: string;
  config: AppConfig;
  nest: NestExpressApplication;
  dataSource: DataSource;
  /** A new client with an empty cookie jar. */
  client(): ApiClient;
  close(): Promise<void>;
}

export async function wipeDatabase(url: string): Promise<void> {
  const dataSource = new DataSource({ type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') });
  await dataSource.initialize();
  try {
    await dataSource.dropDatabase(); // drops every table of the database, foreign key checks off
  } finally {
    await dataSource.destroy();
  }
}

export async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    await redis.quit();
  }
}

/** How a test app is started besides its settings. */
export interface TestAppOptions {
  /** The production JSON logger, writing where the test reads it; without one Nest logs errors and warnings to the console. */
  logger?: JsonLogger;
}

/**
 * `env` overrides the test defaults, e.g. low rate limits. `beside` starts a second instance of an
 * app that is already running: same database, Redis and DATA_DIR, nothing wiped.
 */
export async function startTestApp(env: Record<string, string> = {}, beside?: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = beside?.config.dataDir ?? mkdtempSync(join(tmpdir(), 'nurse-api-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (databaseUrl && !beside) await wipeDatabase(databaseUrl);
  if (redisUrl && !beside) await flushRedis(redisUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    SERVE_FRONTENDS: 'false',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SESSION_SECRET: TEST_SESSION_SECRET,
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    ADMIN_LOGIN_MAX_FAILURES: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  const nest = await createApp(config, options.logger);
  await nest.listen(0, '127.0.0.1');
  const { port } = nest.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    config,
    nest,
    dataSource: nest.get<DataSource>(getDataSourceToken()),
    client: () => new ApiClient(baseUrl),
    close: async () => {
      await nest.close();
      if (!beside) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one app for the suite in beforeAll and closes it in afterAll. The returned object reads
 * through to that app, so tests use it like the app itself. `env` may be a function, read when the
 * app starts, for settings known only after an earlier beforeAll (such as a fake server's port).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, options: TestAppOptions = {}): TestApp {
  let started: TestApp | null = null;
  beforeAll(async () => {
    started = await startTestApp(typeof env === 'function' ? env() : env, undefined, options);
  });
  afterAll(() => started?.close());
  const current = (): TestApp => {
    if (!started) throw new Error('The test app is started in beforeAll; use it inside hooks and tests');
    return started;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get config() {
      return current().config;
    },
    get nest() {
      return current().nest;
    },
    get dataSource() {
      return current().dataSource;
    },
    client: () => current().client(),
    close: () => current().close(),
  };
}
