import { coarseNetwork, PACKET_LIMITS, packetExpiry, packetState, sharesLinks, shortUserAgent } from './packet-rules';

describe('packetExpiry', () => {
  const made = new Date('2026-11-26T12:00:00.000Z');

  it('ends the link exactly the chosen number of days later, from 1 to 30', () => {
    expect(packetExpiry(made, 1).toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(packetExpiry(made, 30).toISOString()).toBe('2026-12-26T12:00:00.000Z');
  });

  it('refuses 0, 31, fractions and non-numbers', () => {
    for (const days of [0, PACKET_LIMITS.expiryDaysMax + 1, 1.5, Number.NaN, -3])
      expect(() => packetExpiry(made, days)).toThrow(RangeError);
  });
});

describe('packetState', () => {
  const expiresAt = new Date('2026-12-01T00:00:00.000Z');

  it('is active until the expiry instant and expired from it', () => {
    expect(packetState({ expiresAt, revokedAt: null }, new Date('2026-11-30T23:59:59.999Z'))).toBe('active');
    expect(packetState({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired');
  });

  it('is revoked once revoked, whether or not it had expired', () => {
    const revokedAt = new Date('2026-11-28T00:00:00.000Z');
    expect(packetState({ expiresAt, revokedAt }, new Date('2026-11-29T00:00:00.000Z'))).toBe('revoked');
    expect(packetState({ expiresAt, revokedAt }, new Date('2026-12-05T00:00:00.000Z'))).toBe('revoked');
  });
});

describe('coarseNetwork', () => {
  it('keeps an IPv4 network of 256 addresses, also when IPv6-mapped', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps the first three groups of an IPv6 address', () => {
    expect(coarseNetwork('2001:DB8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(coarseNetwork('::1')).toBe('0:0:0::/48');
  });

  it('keeps nothing of what is not an address', () => {
    expect(coarseNetwork(undefined)).toBeNull();
    expect(coarseNetwork('unknown')).toBeNull();
  });
});

describe('shortUserAgent', () => {
  it('trims, drops control characters and cuts long descriptions', () => {
    expect(shortUserAgent('  Mozilla/5.0\r\n (X11)  ')).toBe('Mozilla/5.0 (X11)');
    expect(shortUserAgent('x'.repeat(500))).toHaveLength(PACKET_LIMITS.userAgentMax);
    expect(shortUserAgent('')).toBeNull();
    expect(shortUserAgent(undefined)).toBeNull();
  });
});

describe('sharesLinks', () => {
  it('answers her links only while her account is live', () => {
    expect(sharesLinks({ accountStatus: 'live' })).toBe(true);
    expect(sharesLinks({ accountStatus: 'pending' })).toBe(false);
  });
});
