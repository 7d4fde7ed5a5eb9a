import type { AvatarImageFailure } from './avatar-image-error';

/** What the API and the avatar encoder process send each other (structured clone over IPC). */
export interface EncodeRequest {
  id: number;
  /** The uploaded photo's file; the encoder reads it from disk, so the photo never crosses the channel. */
  path: string;
}

export type EncodeReply = { id: number; avatar: Uint8Array } | { id: number; failure: AvatarImageFailure };
