/**
 * Runs once before the API integration suite, in jest's parent process:
 * - builds backend/dist when it is older than the sources, for the suites that run the API as its own
 *   process (support/api-process.ts), so parallel workers never build it at the same time;
 * - with TEST_DATABASE_URL / TEST_REDIS_URL, gives every worker after the first a database and a Redis
 *   server of its own (support/worker-services.ts), since each suite wipes both when it starts.
 */
import { buildApiIfStale } from './api-build';
import { startWorkerServices } from './worker-services';

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  buildApiIfStale();
  await startWorkerServices(globalConfig.maxWorkers);
}
