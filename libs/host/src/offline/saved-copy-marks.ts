import { useSyncExternalStore } from 'react';

/**
 * Which API reads a screen now shows from a copy saved on the device, and since when. Set by
 * `withSavedCopies` when a read is answered from a copy, cleared when the same read succeeds again.
 */
const marks = new Map<string, { userId: number; address: string; savedAt: string }>();
const listeners = new Set<() => void>();

const markKey = (userId: number, address: string) => `${userId} ${address}`;
const announce = () => listeners.forEach((listener) => listener());

export function markSavedCopy(userId: number, address: string, savedAt: string): void {
  marks.set(markKey(userId, address), { userId, address, savedAt });
  announce();
}

export function unmarkSavedCopy(userId: number, address: string): void {
  if (marks.delete(markKey(userId, address))) announce();
}

/** The oldest time a saved copy shown to her was saved, among the reads `shows` picks; null when all are fresh. */
export function oldestSavedCopy(userId: number, shows: (address: string) => boolean): string | null {
  let oldest: string | null = null;
  for (const mark of marks.values()) {
    if (mark.userId !== userId || !shows(mark.address)) continue;
    if (oldest === null || mark.savedAt < oldest) oldest = mark.savedAt;
  }
  return oldest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `oldestSavedCopy` for a screen, redrawn as copies are shown or replaced by fresh answers. */
export function useSavedCopyTime(userId: number, shows: (address: string) => boolean): string | null {
  return useSyncExternalStore(subscribe, () => oldestSavedCopy(userId, shows));
}

/**
 * "Saved copy from 14:32" in her locale and time zone; the day is added when it was saved before
 * today ("Saved copy from 27 Nov, 14:32").
 */
export function savedCopyLabel(savedAt: string, now: Date = new Date(), locale?: string, timeZone?: string): string {
  const saved = new Date(savedAt);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short' }).format(date);
  const sameDay = day(saved) === day(now);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  });
  return `Saved copy from ${format.format(saved)}`;
}
