/**
 * The API as its own process from the production build (backend/dist/main.js), for tests that kill it
 * mid-work and start it again on the same data: SQLite in `dataDir` with in-process jobs, or the
 * MariaDB/MySQL and Redis of TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET } from './test-app';

const ROOT = resolve(__dirname, '../../..');
const MAIN = join(ROOT, 'backend/dist/main.js');

/** Builds backend/dist, which the process runs. */
export function buildApi(): void {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'backend/rspack.config.js'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the API and resolves once it is ready; `env` adds or overrides settings. `onOutput` sees
 * what it writes to stdout and stderr (its stderr is passed on to the test's own either way).
 */
export async function startApi(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  onOutput?: (text: string) => void,
): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SERVE_FRONTENDS: 'false',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET: TEST_SESSION_SECRET,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    onOutput?.(chunk.toString());
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API exited with ${child.exitCode === null ? `signal ${child.signalCode}` : `code ${child.exitCode}`}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not become ready within 60 s');
    await new Promise((done) => setTimeout(done, 100));
  }
}

export function stopApi(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  return exited;
}
