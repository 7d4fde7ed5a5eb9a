import type { AvatarImageFailure } from './avatar-image-error';
import type { AttachmentImageTarget, EncodedAttachmentImage } from './attachment-image-encoding';

/** What the API and the image encoder process send each other (structured clone over IPC). */
export interface EncodeRequest {
  id: number;
  /** The uploaded photo's file; the encoder reads it from disk, so the photo never crosses the channel. */
  path: string;
  /** A photo attached to a message: the encoder writes its versions to these files. Without it, an avatar. */
  attachment?: AttachmentImageTarget;
}

export type EncodeReply =
  { id: number; avatar: Uint8Array } | { id: number; image: EncodedAttachmentImage } | { id: number; failure: AvatarImageFailure };
