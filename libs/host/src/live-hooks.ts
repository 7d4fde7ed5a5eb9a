import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveChannel } from '@nurse/federation';

const neverConnected = () => false;
const noSubscription = () => () => undefined;

/** Whether the live socket is up now; false without a channel (screens then poll). */
export function useLiveConnected(live: LiveChannel | undefined): boolean {
  return useSyncExternalStore(
    live ? (notify) => live.onStatus(() => notify()) : noSubscription,
    live ? () => live.isConnected() : neverConnected,
  );
}

/**
 * Calls `listener` with the payload of each pushed `event`, and `onReconnect` whenever the socket comes
 * back up after being down (the screen refetches then, so nothing pushed meanwhile is missed). The
 * latest listeners are used without subscribing again.
 */
export function useLiveEvent(
  live: LiveChannel | undefined,
  event: string,
  listener: (payload: unknown) => void,
  onReconnect?: () => void,
): void {
  const latest = useRef({ listener, onReconnect });
  latest.current = { listener, onReconnect };
  useEffect(() => {
    if (!live) return undefined;
    const stopEvent = live.on(event, (payload) => latest.current.listener(payload));
    const stopStatus = live.onStatus((connected) => {
      if (connected) latest.current.onReconnect?.();
    });
    return () => {
      stopEvent();
      stopStatus();
    };
  }, [live, event]);
}
