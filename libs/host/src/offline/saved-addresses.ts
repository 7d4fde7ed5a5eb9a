import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The API reads kept on the device for when she is offline, and how many of each kind: her
 * conversations (her pair list, her group list, each group's details, and the latest page of each of
 * her 50 most recently opened threads, pair and group threads counted together) and what the wallet
 * shows (licences, certifications, declared licences, CE activities, progress and rules, where she can
 * practise). Shared packets and the calendar feed carry links meant to stay private and are not kept.
 */
const SAVED_KINDS: readonly { kind: string; pattern: RegExp; limit: number }[] = [
  { kind: 'conversations', pattern: /^\/api\/conversations\/\d+$/, limit: 1 },
  { kind: 'groups', pattern: /^\/api\/groups$/, limit: 1 },
  { kind: 'group', pattern: /^\/api\/groups\/\d+$/, limit: 50 },
  { kind: 'thread', pattern: /^\/api\/(messages\/\d+\/\d+|groups\/\d+\/messages)$/, limit: 50 },
  {
    kind: 'wallet',
    pattern:
      /^\/api\/credentials\/(licences|certifications|practice|ce-activities|declared-licences|licences\/\d+\/ce-(progress|requirement))$/,
    limit: 100,
  },
];

export interface SavedAddress {
  address: string;
  kind: string;
  /** How many addresses of this kind are kept; the least recently saved go first. */
  limit: number;
}

/** Where a GET without query parameters reads from, when that read is kept on the device; null otherwise. */
export function savedAddressOf(args: string | FetchArgs): SavedAddress | null {
  const request = typeof args === 'string' ? { url: args } : args;
  if ((request.method ?? 'GET').toUpperCase() !== 'GET') return null;
  if (request.params && Object.values(request.params as Record<string, unknown>).some((value) => value !== undefined)) return null;
  if (request.url.includes('?')) return null;
  const found = SAVED_KINDS.find(({ pattern }) => pattern.test(request.url));
  return found ? { address: request.url, kind: found.kind, limit: found.limit } : null;
}

/** The kind of a kept address (for counting against its limit). */
export function savedKindOf(address: string): string | null {
  return SAVED_KINDS.find(({ pattern }) => pattern.test(address))?.kind ?? null;
}
