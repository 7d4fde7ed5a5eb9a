export type AvatarImageFailure = 'too-many-pixels' | 'unreadable';

export class AvatarImageError extends Error {
  constructor(readonly reason: AvatarImageFailure) {
    super(reason);
  }
}
