import type { Request } from 'express';
import { FRONTEND_ROUTE, routePattern, statusClass, UNMATCHED_ROUTE } from './route-pattern';

const request = (fields: { originalUrl: string; baseUrl?: string; route?: { path: string } }) =>
  ({ baseUrl: '', ...fields }) as unknown as Request;

describe('routePattern', () => {
  it('names the declared route, ids left as parameters', () => {
    expect(routePattern(request({ originalUrl: '/api/users/42', baseUrl: '/api/users', route: { path: '/:id' } }))).toBe('/api/users/:id');
  });

  it('names a route declared at the prefix its group is mounted at without a trailing slash', () => {
    expect(routePattern(request({ originalUrl: '/api/notifications', baseUrl: '/api/notifications', route: { path: '/' } }))).toBe(
      '/api/notifications',
    );
  });

  it('names a route registered on the app itself by its whole path', () => {
    expect(routePattern(request({ originalUrl: '/api/health?x=1', route: { path: '/api/health' } }))).toBe('/api/health');
  });

  it('gives every unanswered API address one label, whatever it holds', () => {
    expect(routePattern(request({ originalUrl: '/api/nothing/12345' }))).toBe(UNMATCHED_ROUTE);
    expect(routePattern(request({ originalUrl: '/API/Nothing' }))).toBe(UNMATCHED_ROUTE);
    expect(routePattern(request({ originalUrl: '/api' }))).toBe(UNMATCHED_ROUTE);
    expect(routePattern(request({ originalUrl: '/api?probe=1' }))).toBe(UNMATCHED_ROUTE);
  });

  it('gives the front ends one label', () => {
    expect(routePattern(request({ originalUrl: '/profile/42' }))).toBe(FRONTEND_ROUTE);
    expect(routePattern(request({ originalUrl: '/apiary' }))).toBe(FRONTEND_ROUTE);
    expect(routePattern(request({ originalUrl: '/remotes.json' }))).toBe(FRONTEND_ROUTE);
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
  ])('puts %d in %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });
});
