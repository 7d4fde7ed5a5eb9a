import { Injectable } from '@nestjs/common';
import { MESSAGE_ATTACHMENT_TEXTS as T } from '@nurse/domain';
import { ForbiddenError, NotFoundError } from '../../../common/domain-errors';
import { SigningKeysService } from '../../../signing-keys/signing-keys.service';
import {
  attachmentLinkPath,
  checkAttachmentLink,
  linkExpiry,
  signAttachmentLink,
  type AttachmentLinkClaim,
  type AttachmentVariant,
} from './attachment-links';

/** Makes and checks the signed links to attachments (attachment-links.ts) with the attachment-link key. */
@Injectable()
export class AttachmentLinksService {
  constructor(private readonly keys: SigningKeysService) {}

  /** A link to the attachment for `viewerId`, made at `now`. */
  linkFor(attachmentId: number, variant: AttachmentVariant, viewerId: number, now = new Date()): string {
    const claim: AttachmentLinkClaim = { attachmentId, variant, viewerId, expires: linkExpiry(now) };
    return attachmentLinkPath(claim, signAttachmentLink(this.keys.of('attachment-link').signing, claim));
  }

  /** The same link with an expiry of its own; for tests of links that have run out. */
  linkExpiringAt(claim: AttachmentLinkClaim): string {
    return attachmentLinkPath(claim, signAttachmentLink(this.keys.of('attachment-link').signing, claim));
  }

  /** Refuses a link that was not made here (404) or has run out (403); answers the nurse it was made for. */
  viewerOf(claim: AttachmentLinkClaim, signature: string, now = new Date()): number {
    switch (checkAttachmentLink(this.keys.of('attachment-link').verifying, claim, signature, now)) {
      case 'valid':
        return claim.viewerId;
      case 'expired':
        throw new ForbiddenError(T.linkExpired);
      case 'invalid':
        throw new NotFoundError(T.notFound);
    }
  }
}
