import { randomBytes } from 'node:crypto';
import { codeStep, isAppCode, newRecoveryCodes, newTotpSecret, openSecret, recoveryCodeHash, sealSecret, totpOf } from './two-factor-codes';

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 28, 12, 0, 10);
  const codeAt = (ms: number) => totpOf(secret).generate({ timestamp: ms });
  const stepAt = (ms: number) => Math.floor(ms / 30_000);

  it('accepts the code of now, of the step before and of the step after, each with its own step', () => {
    expect(codeStep(secret, codeAt(now), now)).toBe(stepAt(now));
    expect(codeStep(secret, codeAt(now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(codeStep(secret, codeAt(now + 30_000), now)).toBe(stepAt(now) + 1);
  });

  it('refuses a code older than the window, one of another secret, and what is not six digits', () => {
    expect(codeStep(secret, codeAt(now - 90_000), now)).toBeNull();
    expect(codeStep(secret, totpOf(newTotpSecret()).generate({ timestamp: now }), now)).toBeNull();
    expect(codeStep(secret, '12345', now)).toBeNull();
    expect(codeStep(secret, 'abcdef', now)).toBeNull();
  });

  it('takes a code typed with a space in the middle', () => {
    const code = codeAt(now);
    expect(codeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(stepAt(now));
  });

  it('tells app codes from recovery codes', () => {
    expect(isAppCode('123 456')).toBe(true);
    expect(isAppCode('ABCDE-23456')).toBe(false);
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of two groups of five without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, and differently for another account or key', () => {
    const key = randomBytes(32);
    expect(recoveryCodeHash(key, 1, 'abcde 23456')).toBe(recoveryCodeHash(key, 1, 'ABCDE-23456'));
    expect(recoveryCodeHash(key, 2, 'ABCDE-23456')).not.toBe(recoveryCodeHash(key, 1, 'ABCDE-23456'));
    expect(recoveryCodeHash(randomBytes(32), 1, 'ABCDE-23456')).not.toBe(recoveryCodeHash(key, 1, 'ABCDE-23456'));
  });
});

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens with its key, or an earlier one, and not for another account or with another key', () => {
    const sealed = sealSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret([key], 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret([randomBytes(32), key], 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret([key], 8, sealed)).toBeNull();
    expect(openSecret([randomBytes(32)], 7, sealed)).toBeNull();
    expect(openSecret([key], 7, 'garbage')).toBeNull();
  });
});
