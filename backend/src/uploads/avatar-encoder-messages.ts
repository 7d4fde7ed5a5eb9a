import type { AvatarImageFailure } from './avatar-image-error';

/** What the API and the avatar encoder process send each other (structured clone over IPC). */
export interface EncodeRequest {
  id: number;
  bytes: Uint8Array;
}

export type EncodeReply = { id: number; avatar: Uint8Array } | { id: number; failure: AvatarImageFailure };
