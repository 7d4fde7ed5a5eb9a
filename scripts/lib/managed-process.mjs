// A child process of a launcher: its output appended to a log file, stopped and started again on
// demand, and the end of that log printed when it exits without being asked to.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';

const TAIL_LINES = 40;

/** The last lines of a log file ('' when it does not exist yet). */
export function logTail(file, lines = TAIL_LINES) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Calls `check` every 100 ms until it answers something truthy; fails after `timeoutMs` with `what`. */
export async function waitUntil(check, { timeoutMs = 30_000, what = 'the condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `url` answers 200 (false while nothing listens there). */
export async function answersOk(url) {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export class ManagedProcess {
  /**
   * `ready()` answers once the started process serves; `command`/`args`/`env`/`cwd` are spawn's.
   */
  constructor({ name, command, args, env, cwd, logFile, ready }) {
    // `ready` is called with this process, e.g. to read logSinceStart().
    Object.assign(this, { name, command, args, env, cwd, logFile, ready });
    this.child = null;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it is ready; rejects, with its log's end, when it exits first. */
  async start() {
    if (this.running) throw new Error(`${this.name} is already running`);
    const log = openSync(this.logFile, 'a');
    this.logStart = statSync(this.logFile).size;
    const child = spawn(this.command, this.args, { cwd: this.cwd, env: this.env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    child.expectedExit = false;
    child.once('exit', (code, signal) => {
      if (!child.expectedExit) {
        process.stderr.write(
          `\n${this.name} (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}); the end of ${this.logFile}:\n${logTail(this.logFile)}\n\n`,
        );
      }
    });
    await waitUntil(
      () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${this.name} exited before it was ready; see ${this.logFile}`);
        return this.ready(this);
      },
      { timeoutMs: 60_000, what: `${this.name} to be ready` },
    );
  }

  /** What the process wrote to its log since it was last started. */
  logSinceStart() {
    return readFileSync(this.logFile).subarray(this.logStart).toString('utf8');
  }

  /** Sends `signal` and resolves with the exit code (or signal) once the process has exited. */
  async stop(signal = 'SIGTERM') {
    const { child } = this;
    if (!child) return null;
    child.expectedExit = true;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
      });
    }
    return child.exitCode ?? child.signalCode;
  }
}
