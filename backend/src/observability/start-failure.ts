import pino from 'pino';
import { ConfigError } from '../config/app-config';
import { createJsonLogger } from './json-logger';

/**
 * Says why the process could not start, in the same form as its other lines: JSON in production
 * (NODE_ENV unset included), readable text otherwise. A bad configuration is named, not traced.
 */
export function reportStartFailure(error: unknown, processName: 'api' | 'worker', nodeEnv = process.env.NODE_ENV): void {
  if ((nodeEnv ?? 'production') !== 'production') {
    console.error(error instanceof ConfigError ? error.message : error);
    return;
  }
  const logger = createJsonLogger(processName, pino.destination({ dest: 1, sync: true }));
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'Start-up failed');
}
