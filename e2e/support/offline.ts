import type { Page } from '@playwright/test';

// What the browser tests of the offline product read of the page: the banner, the service worker and
// the device's database (libs/host/src/offline/offline-db.ts).

export const OFFLINE_BANNER =
  "You're offline. Saved conversations and your wallet are still here; messages you write will be sent when you're back online.";
export const OFFLINE_DB = 'nurse-offline';

/** Waits until the shell's service worker is active and controls the page. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The addresses of the API reads kept on the device for her (the database's `copies` store). */
export async function savedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve([]);
          const read = db.transaction('copies').objectStore('copies').getAll();
          read.onsuccess = () => resolve((read.result as { address: string }[]).map((copy) => copy.address));
          read.onerror = () => reject(read.error);
        };
      }),
    OFFLINE_DB,
  );
}

/** The IndexedDB databases of the page's origin, by name. */
export async function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
}
