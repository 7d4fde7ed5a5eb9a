// The production layout of docker-compose.yml on this machine, for the fleet test and the load,
// fault and capacity runs: nginx (deploy/nginx/nurse.conf.template) in front of API instances
// (backend/dist/main.js) sharing one MySQL/MariaDB database, one Redis and one S3-compatible bucket
// (s3rver in this process), and a job worker (backend/dist/worker.js).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { answersOk, ManagedProcess } from './managed-process.mjs';
import { nginxProxy } from './nginx-proxy.mjs';
import { ADMIN_PASSWORD, freePort } from './server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(root, 'backend/dist/main.js');
const WORKER = path.join(root, 'backend/dist/worker.js');
const BUCKET = 'nurse-uploads';
// Node options for the API instances alone, such as `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see
// where a measured run spends its time (the same variable scripts/lib/server.mjs reads).
const apiNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** s3rver on a free port with the bucket made; answers the S3_ settings pointing at it. */
async function startObjectStorage() {
  const directory = mkdtempSync(path.join(tmpdir(), 'nurse-fleet-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** `count` different free ports. */
async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** What callers get of a process: its current pid, stop(signal) and start() again with the same settings. */
function handle(proc, extra = {}) {
  return {
    ...extra,
    name: proc.name,
    logFile: proc.logFile,
    get pid() {
      return proc.pid;
    },
    stop: (signal = 'SIGTERM') => proc.stop(signal),
    start: () => proc.start(),
  };
}

/**
 * Starts the fleet and resolves once the proxy and every instance answer /api/health/ready (and the
 * worker has started). `env` is added to every process's settings (it may override the defaults
 * below). Logs go to files in `logDir` (default: a new temporary folder): api-1.log, api-2.log...,
 * worker.log, nginx-access.log, nginx-error.log. With apiInstances = 1 the proxy is still in front.
 */
export async function startFleet({ databaseUrl, redisUrl, apiInstances = 2, worker = true, objectStorage = true, env = {}, logDir }) {
  if (!databaseUrl || !redisUrl) throw new Error('startFleet needs databaseUrl and redisUrl: the instances share both');
  if (!existsSync(MAIN) || !existsSync(WORKER)) throw new Error('backend/dist is missing: run `npx nx run backend:build` first');
  logDir ??= mkdtempSync(path.join(tmpdir(), 'nurse-fleet-logs-'));
  mkdirSync(logDir, { recursive: true });
  const [proxyPort, ...instancePorts] = await freePorts(1 + apiInstances);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-fleet-data-'));
  const storage = objectStorage ? await startObjectStorage() : null;

  const proxy = nginxProxy({ port: proxyPort, upstreams: instancePorts.map((port) => `127.0.0.1:${port}`), logDir });
  const sharedEnv = {
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    HOST: '127.0.0.1',
    APP_URL: proxy.url,
    // One folder for all (used only for mail files, and uploads when there is no bucket).
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: '',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD,
    PROCESS_JOBS: 'false',
    TRUST_PROXY: 'true',
    SERVE_FRONTENDS: 'false',
    ...storage?.env,
    ...env,
  };
  const node = (name, script, extraEnv, ready, nodeArgs = []) =>
    new ManagedProcess({
      name,
      command: process.execPath,
      args: [...nodeArgs, script],
      env: { ...process.env, ...sharedEnv, ...extraEnv },
      cwd: root,
      logFile: path.join(logDir, `${name}.log`),
      ready,
    });
  const apis = instancePorts.map((port, i) => {
    const url = `http://127.0.0.1:${port}`;
    const ready = () => answersOk(`${url}/api/health/ready`);
    return { url, proc: node(`api-${i + 1}`, MAIN, { PORT: String(port) }, ready, apiNodeArgs) };
  });
  const workerProc = worker ? node('worker', WORKER, {}, (self) => self.logSinceStart().includes('Worker processing jobs')) : null;
  const everything = [proxy.process, ...apis.map(({ proc }) => proc), ...(workerProc ? [workerProc] : [])];

  const stop = async () => {
    await proxy.process.stop();
    await Promise.all(everything.map((proc) => proc.stop()));
    await storage?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(proxy.prefix, { recursive: true, force: true });
  };
  try {
    // The first instance alone creates or upgrades the schema; the others start on it together.
    await apis[0].proc.start();
    await Promise.all([...apis.slice(1).map(({ proc }) => proc.start()), workerProc?.start(), proxy.process.start()]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: proxy.url,
    logDir,
    instances: apis.map(({ url, proc }) => handle(proc, { url })),
    worker: workerProc ? handle(workerProc) : null,
    proxy: handle(proxy.process, { url: proxy.url }),
    stopProxy: () => proxy.process.stop(),
    stop,
    env: sharedEnv,
  };
}
