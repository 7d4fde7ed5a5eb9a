import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-scope';

export type JsonLogger = Logger;

/**
 * Production logging: one JSON object per line on stdout. A line written while a request or a job it
 * enqueued is running carries that request's id. Stdout is written asynchronously, so a request never
 * waits on a slow log reader; pino flushes what is left when the process exits.
 */
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
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
