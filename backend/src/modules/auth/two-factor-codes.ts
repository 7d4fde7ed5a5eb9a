import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { normalizeCode, TWO_FACTOR } from '@nurse/domain';

/** The authenticator app's code generator for a secret (base32), as every app computes it (RFC 6238). */
export function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.codeDigits,
    period: TWO_FACTOR.codePeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: TWO_FACTOR.secretBytes }).base32;
}

/**
 * The time step a code belongs to when it is one of the window's around `nowMs` (now, or a step
 * before or after), else null. The caller spends the step so the code works only once.
 */
export function codeStep(secret: string, code: string, nowMs: number): number | null {
  const token = normalizeCode(code);
  if (!new RegExp(`^\\d{${TWO_FACTOR.codeDigits}}$`).test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: nowMs, window: TWO_FACTOR.codeWindowSteps });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** Whether what she typed looks like a code from the app rather than a recovery code. */
export function isAppCode(input: string): boolean {
  return /^\d+$/.test(normalizeCode(input));
}

/** Recovery code characters: no 0/O, 1/I/L, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** New recovery codes, shown as two groups of five (`ABCDE-23456`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    const chars = Array.from({ length: TWO_FACTOR.recoveryCodeLength }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    const half = TWO_FACTOR.recoveryCodeLength / 2;
    return `${chars.slice(0, half).join('')}-${chars.slice(half).join('')}`;
  });
}

/**
 * Whose codes and secret they are: a nurse's id, or `staff:<id>` for a staff account, so a value
 * stored for one is refused for any other.
 */
export type CodeOwner = number | `staff:${number}`;

/** The stored form of a recovery code: an HMAC keyed with the recovery-codes key, over her id and the code as typed without spaces or dashes. */
export function recoveryCodeHash(key: Buffer, owner: CodeOwner, code: string): string {
  return createHmac('sha256', key)
    .update(`${owner}:${normalizeCode(code)}`)
    .digest('hex');
}

const CIPHER = 'aes-256-gcm';
const VERSION = 'v1';

/** Encrypts an authenticator secret at rest (AES-256-GCM), bound to her account so a row copied to another is refused. */
export function sealSecret(key: Buffer, owner: CodeOwner, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key, iv);
  cipher.setAAD(Buffer.from(`two-factor:${owner}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret sealed with one of the keys (the current one first, then those of earlier session secrets); null if none opens it. */
export function openSecret(keys: readonly Buffer[], owner: CodeOwner, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  for (const key of keys) {
    if (key.length !== 32) continue;
    try {
      const decipher = createDecipheriv(CIPHER, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`two-factor:${owner}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Not this key: try the next.
    }
  }
  return null;
}
