import { isIP } from 'node:net';
import type { AccountStatus } from '@nurse/domain';

/** How long a packet's link may live, how much one holds, and what its view log keeps. */
export const PACKET_LIMITS = {
  expiryDaysMin: 1,
  expiryDaysMax: 30,
  titleMax: 80,
  /** Licences plus certifications in one packet. */
  entriesMax: 50,
  /** Links that still work (neither expired nor revoked) at once, per nurse. */
  openPacketsPerNurse: 20,
  /** Newest views shown in a packet's log. */
  viewsShown: 200,
  userAgentMax: 160,
} as const;

export const PACKET_MESSAGES = {
  title: `Give the packet a name of at most ${PACKET_LIMITS.titleMax} characters`,
  expiresInDays: `Choose how long the link works: ${PACKET_LIMITS.expiryDaysMin} to ${PACKET_LIMITS.expiryDaysMax} days`,
  entryIds: `Choose at most ${PACKET_LIMITS.entriesMax} entries, each once`,
  flag: 'Say true or false',
  empty: 'Choose at least one licence or certification, the CE transcript or your résumé',
  noResume: 'You have no résumé to share; upload one on your profile first',
  notLive: 'You can share packets once your account is live',
  tooMany: `You have ${PACKET_LIMITS.openPacketsPerNurse} packets whose links still work; revoke one first`,
  packetNotFound: 'That packet was not found',
  linkGone: 'This packet link has expired, was revoked or never existed',
  documentGone: 'That document is not in this packet',
} as const;

/**
 * Whether her shared links (packets, the calendar feed) answer: only while her account is live. Set
 * back to pending, they answer as an unknown link does, and answer again once she is live.
 */
export function sharesLinks(owner: { accountStatus: AccountStatus }): boolean {
  return owner.accountStatus === 'live';
}

/** A packet's link: working, past its expiry, or revoked by her (revoking wins over expiry). */
export type PacketState = 'active' | 'expired' | 'revoked';

export interface PacketClock {
  expiresAt: Date;
  revokedAt: Date | null;
}

const DAY_MS = 86_400_000;

/** When a link made at `createdAt` for `days` days stops working: exactly that many 24-hour days later. */
export function packetExpiry(createdAt: Date, days: number): Date {
  if (!Number.isInteger(days) || days < PACKET_LIMITS.expiryDaysMin || days > PACKET_LIMITS.expiryDaysMax) {
    throw new RangeError(`A packet link lives ${PACKET_LIMITS.expiryDaysMin} to ${PACKET_LIMITS.expiryDaysMax} days, not ${days}`);
  }
  return new Date(createdAt.getTime() + days * DAY_MS);
}

export function packetState(packet: PacketClock, now: Date): PacketState {
  if (packet.revokedAt !== null) return 'revoked';
  return now.getTime() < packet.expiresAt.getTime() ? 'active' : 'expired';
}

/** What a recipient can see in a packet's log entry. */
export const PACKET_VIEW_ITEMS = ['page', 'licence', 'certification', 'ce-transcript', 'resume'] as const;
export type PacketViewItem = (typeof PACKET_VIEW_ITEMS)[number];

/**
 * The network a view came from, not the address: an IPv4 address with its last octet zeroed (/24), an
 * IPv6 address cut to its first three groups (/48). Enough to tell "the same office" from "somewhere
 * else" in her log, not enough to name a device. Anything that is not an address is kept as null.
 */
export function coarseNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  switch (isIP(address)) {
    case 4:
      return `${address.split('.').slice(0, 3).join('.')}.0/24`;
    case 6: {
      const [head = ''] = address.split('::');
      const groups = head.split(':').filter((group) => group !== '');
      const kept = address.includes('::') && groups.length < 3 ? [...groups, ...Array(3 - groups.length).fill('0')] : groups;
      return `${kept.slice(0, 3).join(':').toLowerCase()}::/48`;
    }
    default:
      return null;
  }
}

/** The browser's own description, trimmed to what a log line needs; control characters dropped. */
export function shortUserAgent(userAgent: string | undefined): string | null {
  const text = (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? text.slice(0, PACKET_LIMITS.userAgentMax) : null;
}

/** 32 random bytes in base64url: the token of a packet link. */
export const PACKET_TOKEN = /^[A-Za-z0-9_-]{43}$/;
