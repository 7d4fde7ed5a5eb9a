/**
 * The API as its own process from the production build (backend/dist/main.js), for tests that kill it
 * mid-work and start it again on the same data: SQLite in `dataDir` with in-process jobs, or the
 * MariaDB/MySQL and Redis of TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { API_MAIN, REPO_ROOT } from './api-build';
import { TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET } from './test-app';

export { freePort } from './free-port';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
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
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: REPO_ROOT,
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
