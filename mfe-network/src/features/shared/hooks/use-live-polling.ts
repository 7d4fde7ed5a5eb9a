import { useLiveConnected, useRemoteHost } from '@nurse/host';

/**
 * The polling interval for a list kept current by the live socket: none while the socket is up (pushed
 * events refresh it), `intervalMs` while it is down.
 */
export function useLivePolling(intervalMs: number): { pollingInterval: number } {
  const connected = useLiveConnected(useRemoteHost().live);
  return { pollingInterval: connected ? 0 : intervalMs };
}
