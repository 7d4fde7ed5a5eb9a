import type { User } from '@nurse/api-client';
import { deleteOfflineDb, openOfflineDb } from './offline-db';

const CURRENT = 'current';

/**
 * Keeps the signed-in nurse so the product can start without a connection. When another nurse signs
 * in on this browser, everything kept of the previous one is deleted first.
 */
export async function saveAccount(user: User, now: Date = new Date()): Promise<void> {
  const db = await openOfflineDb();
  const kept = await db.get('account', CURRENT);
  if (kept && kept.user.id !== user.id) {
    await deleteOfflineDb();
    return saveAccount(user, now);
  }
  await db.put('account', { user, savedAt: now.toISOString() }, CURRENT);
}

/** The nurse kept on this device, or null. */
export async function readAccount(): Promise<User | null> {
  const db = await openOfflineDb();
  return (await db.get('account', CURRENT))?.user ?? null;
}
