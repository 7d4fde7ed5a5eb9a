import { openOfflineDb, type SavedCopy } from './offline-db';
import { savedKindOf, type SavedAddress } from './saved-addresses';

/**
 * Keeps her copy of one API read, replacing the earlier one, and drops the least recently saved copies
 * of the same kind beyond its limit (her 50 latest threads).
 */
export async function saveCopy(userId: number, saved: SavedAddress, body: unknown, now: Date = new Date()): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction('copies', 'readwrite');
  await tx.store.put({ userId, address: saved.address, body, savedAt: now.toISOString() });
  const sameKind = (await tx.store.index('byUser').getAll(userId)).filter((copy) => savedKindOf(copy.address) === saved.kind);
  const surplus = sameKind.sort((a, b) => b.savedAt.localeCompare(a.savedAt)).slice(saved.limit);
  await Promise.all(surplus.map((copy) => tx.store.delete([userId, copy.address])));
  await tx.done;
}

/** Her kept copy of one API read, or null. Another account's copies are never returned. */
export async function readCopy(userId: number, address: string): Promise<SavedCopy | null> {
  const db = await openOfflineDb();
  return (await db.get('copies', [userId, address])) ?? null;
}
