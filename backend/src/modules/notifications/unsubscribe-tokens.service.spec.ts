import { createHmac } from 'node:crypto';
import { deriveKey, purposeKeys } from '../../signing-keys/signing-keys';
import type { SigningKeysService } from '../../signing-keys/signing-keys.service';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';

const secret = 'q7Vd2LxZ9rTfK0mWb4NcYs1Hj8PuGe5Ao3RiXl6Ek';
const earlier = 'Zp4Wn8Qc2Tv6Yb0Mx3Kr7Hd1Js5Lf9Ga2Ue6Io0Ct';
const grant = { userId: 7, categories: ['connection-request' as const] };

/** The service as it runs with that secret and those earlier ones. */
function tokensWith(current: string, previous: string[] = []): UnsubscribeTokensService {
  const keys = { of: (purpose: 'session' | 'unsubscribe') => purposeKeys(purpose, current, previous, [current, ...previous]) };
  return new UnsubscribeTokensService(keys as SigningKeysService);
}

const signedWith = (key: Buffer | string, claim = '7.connection-request') =>
  `${claim}.${createHmac('sha256', key).update(`unsubscribe:${claim}`).digest('base64url')}`;

describe('UnsubscribeTokensService', () => {
  it('reads back the grant it issued', () => {
    const tokens = tokensWith(secret);
    expect(tokens.read(tokens.issue(grant))).toEqual(grant);
  });

  it('signs with the key of its own purpose, not the secret itself nor another purpose’s key', () => {
    const token = tokensWith(secret).issue(grant);
    expect(token).toBe(signedWith(deriveKey(secret, 'unsubscribe')));
    expect(tokensWith(secret).read(signedWith(deriveKey(secret, 'session')))).toBeNull();
  });

  it('still reads a link signed before a rotation while that secret is listed as earlier, and only then', () => {
    const before = tokensWith(earlier).issue(grant);
    expect(tokensWith(secret, [earlier]).read(before)).toEqual(grant);
    expect(tokensWith(secret).read(before)).toBeNull();
    expect(tokensWith(secret, [earlier]).issue(grant)).toBe(tokensWith(secret).issue(grant));
  });

  it('still reads a link mailed before keys were derived per purpose', () => {
    expect(tokensWith(secret).read(signedWith(secret))).toEqual(grant);
  });
});
