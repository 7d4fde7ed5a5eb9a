import { hkdfSync } from 'node:crypto';

/**
 * What a key signs (or encrypts). Each purpose has its own key, so what one signs is never accepted by
 * another: `two-factor` encrypts authenticator-app secrets, `recovery-codes` keys their hashes,
 * `passkey-user` makes the opaque user handle a passkey carries, and `attachment-link` signs the
 * short-lived links to message attachments.
 */
export const KEY_PURPOSES = ['session', 'unsubscribe', 'two-factor', 'recovery-codes', 'passkey-user', 'attachment-link'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Fixed: changing it changes every key, as a rotation would, without an earlier secret to fall back on. */
const SALT = 'nurse-career-network signing keys';
const KEY_BYTES = 32;

/** The key of one purpose, derived from the session secret with HKDF-SHA-256. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `nurse-career-network ${purpose}`, KEY_BYTES));
}

export interface PurposeKeys {
  /** The one key anything new is signed with. */
  readonly signing: Buffer;
  /** Keys a signature may match, in the order to try them; the first is `signing`. */
  readonly verifying: readonly Buffer[];
}

/**
 * The keys of one purpose: the current secret's signs; it, then each earlier secret's, then `legacy`
 * secrets used as keys themselves (how HMACs were keyed before keys were derived per purpose) verify.
 */
export function purposeKeys(
  purpose: KeyPurpose,
  current: string,
  previous: readonly string[],
  legacy: readonly string[] = [],
): PurposeKeys {
  const signing = deriveKey(current, purpose);
  const verifying = [
    signing,
    ...previous.map((secret) => deriveKey(secret, purpose)),
    ...[...new Set(legacy)].map((secret) => Buffer.from(secret)),
  ];
  return { signing, verifying };
}
