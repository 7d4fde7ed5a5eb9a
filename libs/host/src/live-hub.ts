import type { LiveChannel } from '@nurse/federation';

type Listener = (payload: unknown) => void;
type StatusListener = (connected: boolean) => void;

/**
 * The live channel a host hands to its remotes, apart from the socket that feeds it: the shell's
 * connection calls `publish` and `setConnected`; screens (the shell's and the remotes') listen through
 * the `LiveChannel` side. Kept free of the socket library so that remotes and their tests carry none.
 */
export interface LiveHub extends LiveChannel {
  publish(event: string, payload: unknown): void;
  setConnected(connected: boolean): void;
}

export function createLiveHub(): LiveHub {
  const listeners = new Map<string, Set<Listener>>();
  const statusListeners = new Set<StatusListener>();
  let connected = false;

  return {
    on(event, listener) {
      const forEvent = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, forEvent);
      forEvent.add(listener);
      return () => forEvent.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    isConnected: () => connected,
    publish(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
    setConnected(next) {
      if (next === connected) return;
      connected = next;
      for (const listener of [...statusListeners]) listener(next);
    },
  };
}
