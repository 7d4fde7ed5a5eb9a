import { randomBytes } from 'node:crypto';
import { attachmentLinkPath, checkAttachmentLink, linkExpiry, signAttachmentLink, type AttachmentLinkClaim } from './attachment-links';

const key = randomBytes(32);
const earlierKey = randomBytes(32);
const now = new Date('2026-11-28T12:03:20Z');
const claim: AttachmentLinkClaim = { attachmentId: 7, variant: 'thumbnail', viewerId: 3, expires: linkExpiry(now) };
const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000);

describe('attachment links', () => {
  it('expire between 10 and 15 minutes after they are made, the same for links made in the same five minutes', () => {
    const seconds = now.getTime() / 1000;
    expect(claim.expires - seconds).toBeGreaterThanOrEqual(600);
    expect(claim.expires - seconds).toBeLessThanOrEqual(900);
    expect(linkExpiry(at(60))).toBe(claim.expires);
    expect(linkExpiry(at(400))).toBeGreaterThan(claim.expires);
  });

  it('work until they expire, then are refused as expired', () => {
    const signature = signAttachmentLink(key, claim);
    expect(checkAttachmentLink([key], claim, signature, now)).toBe('valid');
    expect(checkAttachmentLink([key], claim, signature, new Date(claim.expires * 1000 - 1000))).toBe('valid');
    expect(checkAttachmentLink([key], claim, signature, new Date(claim.expires * 1000))).toBe('expired');
  });

  it('are refused when any part of the claim is changed, or signed with another key', () => {
    const signature = signAttachmentLink(key, claim);
    for (const changed of [
      { ...claim, attachmentId: 8 },
      { ...claim, variant: 'original' as const },
      { ...claim, viewerId: 4 },
      { ...claim, expires: claim.expires + 300 },
    ])
      expect(checkAttachmentLink([key], changed, signature, now)).toBe('invalid');
    expect(checkAttachmentLink([key], claim, signAttachmentLink(randomBytes(32), claim), now)).toBe('invalid');
    expect(checkAttachmentLink([key], claim, 'short', now)).toBe('invalid');
  });

  it('verify with an earlier key while it is listed', () => {
    expect(checkAttachmentLink([key, earlierKey], claim, signAttachmentLink(earlierKey, claim), now)).toBe('valid');
  });

  it('refuse a link that claims to work longer than 15 minutes, even if signed', () => {
    const long = { ...claim, expires: Math.floor(now.getTime() / 1000) + 16 * 60 };
    expect(checkAttachmentLink([key], long, signAttachmentLink(key, long), now)).toBe('invalid');
  });

  it('carry the claim in the path', () => {
    expect(attachmentLinkPath(claim, 'sig')).toBe(
      `/api/message-attachment-links/7/thumbnail?viewer=3&expires=${claim.expires}&signature=sig`,
    );
  });
});
