/**
 * The browser's offer to install the product (`beforeinstallprompt`, Chromium browsers), kept from the
 * moment it arrives (often before the screens render) until her account menu uses it. Part of the
 * shell's first script, so it stays small and imports nothing.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** The offer the browser made, or null when it made none (or it was used, or the app was installed). */
export function installOffer(): InstallPromptEvent | null {
  return offer;
}

/** Calls `listener` whenever the offer comes or goes; returns the unsubscribe function. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer can be shown once, so it is dropped afterwards. */
export async function showInstallOffer(): Promise<void> {
  const shown = offer;
  if (!shown) return;
  setOffer(null);
  await shown.prompt();
}

/** Keeps the browser's offer instead of letting it show its own banner, and drops it once installed. */
export function watchInstallOffer(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}
