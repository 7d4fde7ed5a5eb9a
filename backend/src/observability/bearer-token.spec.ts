import { bearerTokenMatches } from './bearer-token';

describe('bearerTokenMatches', () => {
  const token = 'scrape-token-0123456789';

  it('accepts the token sent as a bearer token', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([undefined, '', token, `Bearer ${token}x`, `Basic ${token}`, 'Bearer '])('refuses %p', (header) => {
    expect(bearerTokenMatches(header, token)).toBe(false);
  });
});
