// A MariaDB and a Redis of a run's own, in a folder of its own on a port of its own, that the run
// may kill (SIGKILL, as a crash would) and start again on the same data: for the fault run, which must
// leave the machine's own services alone.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import mysql from 'mysql2/promise';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(answers, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await pause(50);
  }
}

/**
 * A program that is killed and started again on the same arguments; `answers()` tells when it serves.
 * `started` is the time (performance.now()) it last answered after a start.
 */
function restartable(command, args, { answers, what, timeoutMs }) {
  let child = null;
  const service = {
    get pid() {
      return child?.pid ?? null;
    },
    async start() {
      child = spawn(command, args, { stdio: 'ignore' });
      const exited = once(child, 'exit').then(([code]) => {
        throw new Error(`${what} exited with code ${code} while starting`);
      });
      exited.catch(() => {});
      await Promise.race([waitUntil(answers, what, timeoutMs), exited]);
    },
    /** Kills it with SIGKILL and resolves once it is gone. */
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
  };
  return service;
}

/** MariaDB on `port` with its data in `dir` (made by mariadb-install-db), a database `nurse` made in it. */
export async function startOwnMariaDb({ dir, port }) {
  const dataDir = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal'], {
    stdio: 'ignore',
  });
  const args = [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${path.join(dir, 'mariadb.sock')}`,
    '--max-connections=500',
  ];
  if (process.getuid?.() === 0) args.push('--user=root');
  const serverUrl = `mysql://root@127.0.0.1:${port}/`;
  const answers = async () => {
    try {
      const connection = await mysql.createConnection({ uri: serverUrl, connectTimeout: 1000 });
      await connection.end();
      return true;
    } catch {
      return false;
    }
  };
  const server = restartable('mariadbd', args, { answers, what: `mariadbd on port ${port}`, timeoutMs: 60_000 });
  await server.start();
  const admin = await mysql.createConnection(serverUrl);
  await admin.query('CREATE DATABASE nurse CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  return Object.assign(server, { url: `${serverUrl}nurse` });
}

function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });
}

/** Redis on `port`, append-only in `dir`, so a restart keeps what it held (sessions among it). */
export async function startOwnRedis({ dir, port }) {
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir];
  const server = restartable('redis-server', args, {
    answers: () => redisAnswers(port),
    what: `redis-server on port ${port}`,
    timeoutMs: 20_000,
  });
  await server.start();
  return Object.assign(server, { url: `redis://127.0.0.1:${port}` });
}
