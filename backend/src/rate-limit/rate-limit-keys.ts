import { createHash } from 'node:crypto';
import { normalizeEmail } from '@nurse/domain';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * The per-account counter key of an email address: its normalised identity (the same one sign-in looks
 * up), hashed so that every counter store compares keys byte for byte whatever its collation or charset.
 */
export function emailAccountKey(email: string): string {
  return sha256(normalizeEmail(email));
}

/** The per-account counter key of a password reset attempt: the token it names. */
export function resetTokenAccountKey(token: string): string {
  return sha256(token);
}
