/**
 * A MariaDB server of a test's own, in a fresh data directory on a free port, that the test may
 * stop and start again: for the behaviour of the API while its database is down.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { freePort } from './free-port';

const installed = (command: string) => spawnSync(command, ['--version']).status === 0;

/** Why a test that needs its own MariaDB is skipped, or null when mariadbd is installed. */
export const NO_MARIADB_SERVER: string | null =
  installed('mariadbd') && installed('mariadb-install-db')
    ? null
    : 'mariadbd or mariadb-install-db is not installed, so a test cannot start and stop a database of its own';

export interface OwnMariaDb {
  url: string;
  /** Kills the server at once, as a crash would. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  remove(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const probe = new DataSource({ type: 'mysql', url, connectTimeout: 1000 });
  try {
    await probe.initialize();
    await probe.destroy();
    return true;
  } catch {
    return false;
  }
}

export async function startMariaDbServer(): Promise<OwnMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'nurse-mariadb-'));
  const dataDir = join(dir, 'data');
  const socket = join(dir, 'mariadb.sock');
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const args = ['--no-defaults', `--datadir=${dataDir}`, `--port=${port}`, '--bind-address=127.0.0.1', `--socket=${socket}`];
  if (process.getuid?.() === 0) args.push('--user=root');
  const adminUrl = `mysql://root@127.0.0.1:${port}/mysql`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn('mariadbd', args, { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (!(await answers(adminUrl))) {
      if (Date.now() > deadline) throw new Error(`mariadbd on port ${port} did not answer within 30 s`);
      await new Promise((done) => setTimeout(done, 200));
    }
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  const admin = new DataSource({ type: 'mysql', url: adminUrl });
  await admin.initialize();
  await admin.query('CREATE DATABASE nurse CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.destroy();

  return {
    url: `mysql://root@127.0.0.1:${port}/nurse`,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
