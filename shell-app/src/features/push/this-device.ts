/**
 * Push on the browser she is using: asking her permission, subscribing through the service worker
 * (public/sw.js imports the push handlers of public/sw-push.js), and forgetting the subscription when
 * she signs out, so a shared ward phone shows nothing of hers afterwards.
 */
export const PUSH_TEXTS = {
  unsupported:
    'This browser cannot receive push notifications. On an iPhone, add the app to your Home Screen (iOS 16.4 or later) and turn push on from there.',
  denied: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  subscribeFailed: 'This browser could not subscribe to push notifications (it may have no push service). Please try again later.',
  off: 'Push notifications are not available right now. The bell and email still reach you.',
  failed: 'Push could not be turned on. Please try again.',
  turnedOn: 'Push is on for this device',
  removed: 'Device removed',
  removeFailed: 'The device could not be removed. Please try again.',
} as const;

/** A refusal to show her as it is: the browser or her choices stand in the way. */
export class PushUnavailable extends Error {}

const DEVICE_KEY = 'nurse-push-device';
const WORKER_WAIT_MS = 10_000;

/** The VAPID public key as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The browser globals push needs; a test hands in its own. */
export type PushWindow = Window & { Notification: typeof Notification };

export function pushSupported(win: Window = window): win is PushWindow {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

async function workerRegistration(win: Window): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new PushUnavailable(PUSH_TEXTS.subscribeFailed)), WORKER_WAIT_MS),
  );
  return Promise.race([win.navigator.serviceWorker.ready, timeout]);
}

/** Asks her permission and subscribes this browser with the server's key; answers what the server stores. */
export async function subscribeThisDevice(publicKey: string, win: Window = window): Promise<PushSubscriptionJSON> {
  if (!pushSupported(win)) throw new PushUnavailable(PUSH_TEXTS.unsupported);
  const permission = await win.Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(PUSH_TEXTS.denied);
  const registration = await workerRegistration(win);
  try {
    // A subscription made with another key (the server's keys changed) cannot be reused.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    return subscription.toJSON();
  } catch {
    throw new PushUnavailable(PUSH_TEXTS.subscribeFailed);
  }
}

export function rememberThisDevice(id: number, storage: Storage = localStorage): void {
  storage.setItem(DEVICE_KEY, String(id));
}

/** The id the server gave this browser's subscription, if push is on here. */
export function thisDeviceId(storage: Storage = localStorage): number | null {
  const id = Number(storage.getItem(DEVICE_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Turns push off here: the server forgets the device (while her session still lets it), the browser
 * drops its subscription. Never fails: signing out goes on whatever happens.
 */
export async function forgetThisDevice(removeOnServer: (id: number) => Promise<unknown>, win: Window = window): Promise<void> {
  const id = thisDeviceId(win.localStorage);
  win.localStorage.removeItem(DEVICE_KEY);
  if (id !== null) await removeOnServer(id).catch(() => undefined);
  if (!pushSupported(win)) return;
  try {
    const registration = await win.navigator.serviceWorker.getRegistration('/');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // Nothing more can be done here; the server no longer sends to it.
  }
}
