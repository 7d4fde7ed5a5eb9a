/**
 * Short-lived signed links to a message attachment, for `<img src>` and a PDF opened in a new tab. A
 * link names the attachment, which version, the nurse it was made for and when it stops working, with
 * an HMAC over all four (the attachment-link key, signing-keys.ts). It works for at most 15 minutes;
 * whoever follows it is still checked as that nurse (a member of the conversation, no block between
 * the two) when it is used.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGE_ATTACHMENT_LINK_MAX_MINUTES } from '@nurse/domain';

export const ATTACHMENT_VARIANTS = ['original', 'thumbnail'] as const;
export type AttachmentVariant = (typeof ATTACHMENT_VARIANTS)[number];

export interface AttachmentLinkClaim {
  attachmentId: number;
  variant: AttachmentVariant;
  viewerId: number;
  /** Unix seconds after which the link is refused. */
  expires: number;
}

export type AttachmentLinkCheck = 'valid' | 'expired' | 'invalid';

const MAX_SECONDS = MESSAGE_ATTACHMENT_LINK_MAX_MINUTES * 60;
/**
 * Links made within the same five minutes share their expiry, so a thread read again (every poll) gives
 * the same addresses and the browser keeps the images it has; each still works 10 to 15 minutes.
 */
const WINDOW_SECONDS = 5 * 60;

/** When a link made at `now` stops working: the end of the five-minute window ten minutes on. */
export function linkExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return Math.ceil((seconds + MAX_SECONDS - WINDOW_SECONDS) / WINDOW_SECONDS) * WINDOW_SECONDS;
}

function claimText({ attachmentId, variant, viewerId, expires }: AttachmentLinkClaim): string {
  return `attachment-link:${attachmentId}:${variant}:${viewerId}:${expires}`;
}

export function signAttachmentLink(key: Buffer, claim: AttachmentLinkClaim): string {
  return createHmac('sha256', key).update(claimText(claim)).digest('base64url');
}

/**
 * Whether `signature` is one of `keys`' over the claim, and the link still works at `now`. A link that
 * claims to work longer than links are ever made for is refused as forged.
 */
export function checkAttachmentLink(
  keys: readonly Buffer[],
  claim: AttachmentLinkClaim,
  signature: string,
  now: Date,
): AttachmentLinkCheck {
  const given = Buffer.from(signature);
  const matches = keys.some((key) => {
    const expected = Buffer.from(signAttachmentLink(key, claim));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'invalid';
  const seconds = now.getTime() / 1000;
  if (claim.expires - seconds > MAX_SECONDS) return 'invalid';
  return seconds < claim.expires ? 'valid' : 'expired';
}

/** The path of the link, under the API. */
export function attachmentLinkPath(claim: AttachmentLinkClaim, signature: string): string {
  const query = new URLSearchParams({ viewer: String(claim.viewerId), expires: String(claim.expires), signature });
  return `/api/message-attachment-links/${claim.attachmentId}/${claim.variant}?${query.toString()}`;
}
