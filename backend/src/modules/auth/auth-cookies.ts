import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse } from 'cookie';
import type { SessionCookie } from '../../sessions/session-cookie';

/** The cookies of the short steps of signing in: the step after the password, and a passkey's challenge. */
export const STEP_COOKIES = { secondStep: 'second_step', passkeyChallenge: 'passkey_challenge' } as const;
export type StepCookie = (typeof STEP_COOKIES)[keyof typeof STEP_COOKIES];

/** A new random token for a step cookie, and the id its server-side record is kept under. */
export function newStepToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: stepRecordId(token) };
}

/** The id a step's record is kept under: the SHA-256 of the token in her cookie (or of her session's id). */
export function stepRecordId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The step token a request carries, if it looks like one. */
export function stepToken(request: IncomingMessage, name: StepCookie): string | null {
  const header = request.headers.cookie;
  const token = header ? parse(header)[name] : undefined;
  return typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? token : null;
}

/** The cookie that carries a step's token for `maxAgeMs`, or (token null) clears it. */
export function stepCookie(name: StepCookie, token: string | null, secure: boolean, maxAgeMs?: number): SessionCookie {
  const options = { httpOnly: true as const, sameSite: 'lax' as const, secure, path: '/' as const };
  return { name, value: token, options: token === null ? options : { ...options, maxAge: maxAgeMs } };
}
