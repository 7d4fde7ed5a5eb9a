/** Runs once after the API integration suite: stops and removes what global-setup.ts started. */
import { stopWorkerServices } from './worker-services';

export default async function globalTeardown(): Promise<void> {
  await stopWorkerServices();
}
