import { emailAccountKey, resetTokenAccountKey } from './rate-limit-keys';

describe('per-account counter keys', () => {
  it('give one key to every spelling of an address that names the same account', () => {
    const key = emailAccountKey('zo\u00eb@example.org');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(emailAccountKey(' ZOE\u0308@Example.org ')).toBe(key);
  });

  it('give accented spellings keys of their own', () => {
    expect(emailAccountKey('b\u00f4b@example.org')).not.toBe(emailAccountKey('bob@example.org'));
  });

  it('never carry the address or the token itself', () => {
    expect(emailAccountKey('nurse@example.org')).not.toContain('nurse');
    expect(resetTokenAccountKey('secret-token')).not.toContain('secret');
  });
});
