/**
 * Whether the server can be reached, as the page last saw it. The browser's `navigator.onLine` says
 * only that a network is there: in a dead zone a phone may keep a network that carries nothing. So a
 * request that gets no answer marks the server unreachable until one is answered or the browser
 * reports a connection again. The state travels as a window event, so the shell and every remote
 * (each with its own copy of this module) agree.
 */
const CONNECTIVITY = 'nurse-connectivity';

let unreachable = false;

if (typeof window !== 'undefined') {
  window.addEventListener(CONNECTIVITY, (event) => {
    unreachable = !(event as CustomEvent<boolean>).detail;
  });
  window.addEventListener('online', () => {
    unreachable = false;
  });
}

/** Reports what a request to the server found: an answer (true) or none at all (false). */
export function reportServerReachable(reachable: boolean): void {
  if (typeof window === 'undefined' || reachable === !unreachable) return;
  window.dispatchEvent(new CustomEvent(CONNECTIVITY, { detail: reachable }));
}

/** No network, or the server gave no answer to the latest request. */
export function seemsOffline(): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || unreachable;
}

/** Calls `listener` whenever the connection may have changed; returns the way to stop. */
export function onConnectivityChange(listener: (event: Event) => void): () => void {
  const events = ['online', 'offline', CONNECTIVITY];
  events.forEach((name) => window.addEventListener(name, listener));
  return () => events.forEach((name) => window.removeEventListener(name, listener));
}

/** Whether an event says the connection is back (the browser's, or a first answer after none). */
export function isReconnection(event: Event): boolean {
  return event.type === 'online' || (event.type === CONNECTIVITY && (event as CustomEvent<boolean>).detail);
}
