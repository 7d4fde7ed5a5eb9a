// Starts the built server (backend/dist/main.js) on a free port with a throwaway data folder,
// for the measuring scripts. Resolves once /api/health/ready answers. Workers
// (backend/dist/worker.js) can be started beside it on the same database and Redis.
// BENCH_SERVER_NODE_ARGS adds Node options to the server alone, such as
// `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a measured run spends its time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const ADMIN_PASSWORD = 'measurement-admin-password';

export async function startServer(extraEnv = {}) {
  const main = path.join(root, 'backend/dist/main.js');
  if (!existsSync(main)) throw new Error('backend/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-measure-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeArgs, main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, pid: child.pid, dataDir, env: extraEnv, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become ready within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A job worker beside `server`, on its database and Redis; resolves once it has started. */
export async function startWorker(server) {
  const worker = path.join(root, 'backend/dist/worker.js');
  const child = spawn(process.execPath, [worker], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', DATA_DIR: server.dataDir, SMTP_URL: '', ...server.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The worker exited with code ${code}`)));
    child.stdout.on('data', (data) => {
      if (String(data).includes('Worker processing jobs')) resolve();
    });
  });
  return {
    stop: async () => {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}
