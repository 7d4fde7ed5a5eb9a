import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACTED, REDACTED_PATHS, scrubValue } from './log-redaction';
import { currentRequestId } from './request-scope';

export type JsonLogger = Logger;

/**
 * Production logging: one JSON object per line on stdout. A line written while a request or a job it
 * enqueued is running carries that request's id. Stdout is written asynchronously, so a request never
 * waits on a slow log reader, and in writes of at least LOG_WRITE_BYTES or every LOG_FLUSH_MS, so that a
 * busy instance makes one write for many request lines and a quiet one still shows a line within a
 * second; pino flushes what is left when the process exits. A process killed with SIGKILL loses what
 * was not yet written.
 */
const LOG_WRITE_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_WRITE_BYTES });
  // With a callback, a stream already closed at exit reports to it instead of throwing.
  setInterval(() => stdout.flush(() => undefined), LOG_FLUSH_MS).unref();
  return stdout;
}

export function createJsonLogger(processName: 'api' | 'worker', destination?: DestinationStream): JsonLogger {
  return pino(
    {
      // The host tells instances apart; `process` tells the API's lines from a worker's.
      base: { process: processName, hostname: hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // Never an email address, a cookie, an authorization header, a password or a link's token
      // (log-redaction.ts): such fields are censored, and messages, stacks and errors scrubbed.
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => scrubValue(arg)) as Parameters<typeof method>);
        },
      },
      serializers: { err: (error: Error) => scrubValue({ ...pino.stdSerializers.err(error) }) },
    },
    destination ?? bufferedStdout(),
  );
}
