import { logoutDestination } from './logout-destination';

describe('logoutDestination', () => {
  it.each([
    ['/dashboard', '/'],
    ['/home', '/'],
    ['/no-such-page', '/'],
    ['/profile', '/login'],
    ['/areas-of-interest', '/login'],
    ['/interests', '/login'],
  ])('leads from %s to %s', (from, to) => {
    expect(logoutDestination(from)).toBe(to);
  });
});
