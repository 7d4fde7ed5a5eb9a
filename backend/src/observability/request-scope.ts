import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, or of the request that enqueued the job it runs in. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Runs `work` (and everything it starts) on behalf of the request `requestId`, when there is one. */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? requestIds.run(requestId, work) : work();
}
