/** How the wallet words shared packets, and the checks made before one is sent. */
import type { Packet } from '@nurse/api-client';

/** How long a packet's link may work, in days (the server holds the same bounds). */
export const PACKET_DAYS = { min: 1, max: 30, initial: 7 } as const;

/** The number of days typed, or null when it is not a whole number from 1 to 30. */
export function packetDays(typed: string): number | null {
  if (!/^\d{1,2}$/.test(typed.trim())) return null;
  const days = Number(typed.trim());
  return days >= PACKET_DAYS.min && days <= PACKET_DAYS.max ? days : null;
}

export const PACKET_DAYS_PROBLEM = `Choose how long the link works: ${PACKET_DAYS.min} to ${PACKET_DAYS.max} days`;

/** Why the résumé cannot be chosen for a packet. */
export const NO_RESUME_TO_SHARE = 'You have not uploaded a résumé yet: upload one on your profile to share it.';

/**
 * '3 Dec 2026, 08:05 Central Standard Time': a moment in her time zone (the browser's unless `timeZone`
 * is given), named, so that a link's end is not read in another.
 */
export function dateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'long',
  });
}

/** 'Works until 3 Dec 2026, 08:05 Central Standard Time', 'Expired on …' or 'Revoked on …'. */
export function packetStateText(packet: Pick<Packet, 'state' | 'expiresAt' | 'revokedAt'>, timeZone?: string): string {
  switch (packet.state) {
    case 'active':
      return `Works until ${dateTime(packet.expiresAt, timeZone)}`;
    case 'expired':
      return `Expired on ${dateTime(packet.expiresAt, timeZone)}`;
    case 'revoked':
      return `Revoked on ${dateTime(packet.revokedAt ?? packet.expiresAt, timeZone)}`;
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 licences, 1 certification, CE transcript, résumé'. */
export function packetContentsText(packet: Pick<Packet, 'licenceIds' | 'certificationIds' | 'ceTranscript' | 'resume'>): string {
  const parts = [
    packet.licenceIds.length ? count(packet.licenceIds.length, 'licence', 'licences') : null,
    packet.certificationIds.length ? count(packet.certificationIds.length, 'certification', 'certifications') : null,
    packet.ceTranscript ? 'CE transcript' : null,
    packet.resume ? 'résumé' : null,
  ].filter((part): part is string => part !== null);
  return parts.join(', ');
}

/** '3 views, 2 downloads, last 26 Nov 2026, 13:40 Greenwich Mean Time' or 'Not viewed yet'. */
export function packetViewsText(packet: Pick<Packet, 'views' | 'downloads' | 'lastViewedAt'>): string {
  if (!packet.lastViewedAt) return 'Not viewed yet';
  return `${count(packet.views, 'view', 'views')}, ${count(packet.downloads, 'download', 'downloads')}, last ${dateTime(packet.lastViewedAt)}`;
}

export const viewedAtText = (iso: string) => dateTime(iso);
