import { PASSWORD_RESET_TTL_MS } from '@nurse/domain';
import { hashResetToken, newResetToken, resetTokenExpiry, resetTokenState } from './reset-token';

describe('password reset tokens', () => {
  const issued = new Date('2026-11-22T10:00:00Z');

  it('expire one hour after they are issued', () => {
    expect(resetTokenExpiry(issued).getTime() - issued.getTime()).toBe(PASSWORD_RESET_TTL_MS);
    expect(PASSWORD_RESET_TTL_MS).toBe(3600_000);
  });

  it('are usable until expiry, then expired', () => {
    const record = { usedAt: null, expiresAt: resetTokenExpiry(issued) };
    expect(resetTokenState(record, new Date('2026-11-22T10:59:59Z'))).toBe('usable');
    expect(resetTokenState(record, new Date('2026-11-22T11:00:00Z'))).toBe('expired');
  });

  it('are refused once used, and unknown tokens are refused', () => {
    expect(resetTokenState({ usedAt: issued, expiresAt: resetTokenExpiry(issued) }, issued)).toBe('used');
    expect(resetTokenState(null, issued)).toBe('unknown');
  });

  it('are random and stored only as a hash', () => {
    const token = newResetToken();
    expect(token).not.toBe(newResetToken());
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(token)).not.toContain(token);
  });
});
