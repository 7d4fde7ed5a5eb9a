import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '@nurse/domain';

export type ResetTokenState = 'usable' | 'used' | 'expired' | 'unknown';

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetTokenExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PASSWORD_RESET_TTL_MS);
}

/** Whether a stored reset token can still be used at `now`. */
export function resetTokenState(record: { usedAt: Date | null; expiresAt: Date } | null, now: Date): ResetTokenState {
  if (!record) return 'unknown';
  if (record.usedAt) return 'used';
  return record.expiresAt.getTime() > now.getTime() ? 'usable' : 'expired';
}
