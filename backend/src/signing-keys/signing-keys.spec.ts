import { KEY_PURPOSES, deriveKey, purposeKeys } from './signing-keys';

const secret = 'q7Vd2LxZ9rTfK0mWb4NcYs1Hj8PuGe5Ao3RiXl6Ek';
const earlier = 'Zp4Wn8Qc2Tv6Yb0Mx3Kr7Hd1Js5Lf9Ga2Ue6Io0Ct';

describe('signing keys', () => {
  it('derives one key per purpose, none of them the secret itself', () => {
    const keys = KEY_PURPOSES.map((purpose) => deriveKey(secret, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(KEY_PURPOSES.length);
    expect(keys).not.toContain(Buffer.from(secret).toString('hex'));
    expect(deriveKey(secret, 'unsubscribe')).toEqual(deriveKey(secret, 'unsubscribe'));
    expect(deriveKey(secret, 'unsubscribe')).not.toEqual(deriveKey(earlier, 'unsubscribe'));
  });

  it('signs with the current secret only and verifies with it, then the earlier ones, then the legacy keys', () => {
    const keys = purposeKeys('unsubscribe', secret, [earlier], [secret, earlier, secret]);
    expect(keys.signing).toEqual(deriveKey(secret, 'unsubscribe'));
    expect(keys.verifying).toEqual([
      deriveKey(secret, 'unsubscribe'),
      deriveKey(earlier, 'unsubscribe'),
      Buffer.from(secret),
      Buffer.from(earlier),
    ]);
  });
});
