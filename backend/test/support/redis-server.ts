/**
 * A Redis server of a test's own, on a free port, that the test may stop and start again: for the
 * behaviour of the API while Redis is down. Sessions survive a restart with `persistDir` (append-only).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port';

/** Why a test that needs its own Redis is skipped, or null when redis-server is installed. */
export const NO_REDIS_SERVER: string | null =
  spawnSync('redis-server', ['--version']).status === 0
    ? null
    : 'redis-server is not installed, so a test cannot start and stop a Redis of its own';

export interface OwnRedis {
  url: string;
  /** Kills the server; with `graceful` it writes its append-only file first. */
  stop(graceful?: boolean): Promise<void>;
  start(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        done(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => done(false));
  });
}

export async function startRedisServer(options: { persistDir?: string } = {}): Promise<OwnRedis> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', ''];
  args.push(...(options.persistDir ? ['--appendonly', 'yes', '--dir', options.persistDir] : ['--appendonly', 'no']));
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((done) => setTimeout(done, 50));
    }
  };

  const stop = async (graceful = false) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill(graceful ? 'SIGTERM' : 'SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
