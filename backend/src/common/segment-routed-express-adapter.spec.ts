import type { Request, Response } from 'express';
import request from 'supertest';
import {
  bySpecificity,
  registeredBaseUrl,
  SegmentRoutedExpressAdapter,
  splitRoutePath,
  uncoveredRouteMethods,
} from './segment-routed-express-adapter';

describe('splitRoutePath', () => {
  it.each([
    ['/api/users', { prefix: '/api/users', rest: '/' }],
    ['/api/users/:id', { prefix: '/api/users', rest: '/:id' }],
    ['/api/admin/users/:id/status', { prefix: '/api/admin', rest: '/users/:id/status' }],
    ['/api/career-recommendations', { prefix: '/api/career-recommendations', rest: '/' }],
  ])('splits %s after its first segment under /api', (path, expected) => {
    expect(splitRoutePath(path)).toEqual(expected);
  });

  it.each(['/api/:kind/list', '/api/{*rest}', '/remotes.json', '/api'])('leaves %s whole', (path) => {
    expect(splitRoutePath(path)).toBeNull();
  });
});

describe('SegmentRoutedExpressAdapter', () => {
  const answer = (name: string) => (req: Request, res: Response) => res.json({ name, params: req.params, url: req.originalUrl });

  function appWithRoutes() {
    const adapter = new SegmentRoutedExpressAdapter();
    adapter.get('/api/users/search', answer('search'));
    adapter.post('/api/admin/login', answer('admin login'));
    adapter.get('/api/:kind/list', answer('any list'));
    adapter.get('/api/users/list', answer('user list'));
    adapter.get('/api/users/:id', answer('user'));
    adapter.get('/api/users', answer('users'));
    adapter.post('/api/users/:id', answer('user update'));
    adapter.use((_req: Request, res: Response) => res.status(404).json({ name: 'not found' }));
    return adapter.getInstance();
  }

  it('answers each route with its own parameters and the full URL', async () => {
    const app = appWithRoutes();
    await request(app).get('/api/users/search').expect(200, { name: 'search', params: {}, url: '/api/users/search' });
    await request(app)
      .get('/api/users/42')
      .expect(200, { name: 'user', params: { id: '42' }, url: '/api/users/42' });
    await request(app).get('/api/users').expect(200, { name: 'users', params: {}, url: '/api/users' });
    await request(app).post('/api/admin/login').expect(200);
  });

  it('sends each method to its own routes, and HEAD to the GET routes', async () => {
    const app = appWithRoutes();
    await request(app)
      .post('/api/users/42')
      .expect(200, { name: 'user update', params: { id: '42' }, url: '/api/users/42' });
    await request(app).head('/api/users/42').expect(200);
    await request(app).put('/api/users/42').expect(404, { name: 'not found' });
  });

  it('tries routes in the order they were registered, across prefixes', async () => {
    // '/api/:kind/list' was registered before the user list, so it answers first, as on a plain app.
    await request(appWithRoutes())
      .get('/api/users/list')
      .expect(200, { name: 'any list', params: { kind: 'users' }, url: '/api/users/list' });
  });

  it.each([
    ['the general routes first', true],
    ['the specific routes first', false],
  ])('answers with the most specific route of a prefix whatever the order of declaration (%s)', async (_order, generalFirst) => {
    const general = (adapter: SegmentRoutedExpressAdapter) => {
      adapter.delete('/api/credentials/:kind/:entryId', answer('wallet entry'));
      adapter.get('/api/credentials/:kind/:entryId/document', answer('wallet document'));
    };
    const specific = (adapter: SegmentRoutedExpressAdapter) => {
      adapter.delete('/api/credentials/ce-activities/:activityId', answer('ce activity'));
      adapter.get('/api/credentials/ce-activities/:activityId/document', answer('ce document'));
      // A route of another prefix between two modules' routes of one prefix.
      adapter.get('/api/admin/ping', answer('ping'));
      adapter.delete('/api/credentials/declared-licences/:entryId', answer('declared licence'));
    };
    const adapter = new SegmentRoutedExpressAdapter();
    for (const register of generalFirst ? [general, specific] : [specific, general]) register(adapter);
    const app = adapter.getInstance();
    await request(app)
      .delete('/api/credentials/ce-activities/3')
      .expect(200)
      .expect(({ body }) => expect(body.name).toBe('ce activity'));
    await request(app)
      .get('/api/credentials/ce-activities/3/document')
      .expect(200)
      .expect(({ body }) => expect(body.name).toBe('ce document'));
    await request(app)
      .delete('/api/credentials/declared-licences/4')
      .expect(200)
      .expect(({ body }) => expect(body.name).toBe('declared licence'));
    await request(app)
      .delete('/api/credentials/licences/5')
      .expect(200, { name: 'wallet entry', params: { kind: 'licences', entryId: '5' }, url: '/api/credentials/licences/5' });
    await request(app).get('/api/admin/ping').expect(200);
  });

  it.each([
    ['/users/search', '/users/:id', -1],
    ['/:kind/:entryId', '/ce-activities/:activityId', 1],
    ['/:id', '/{*rest}', -1],
    ['/:a/x', '/:b/y', 0],
  ])('orders %s against %s by the first segment where they differ in kind', (a, b, sign) => {
    expect(Math.sign(bySpecificity(a, b))).toBe(sign);
  });

  it('passes what no route matches, under a known prefix or not, to the handlers added after', async () => {
    const app = appWithRoutes();
    await request(app).get('/api/users/7/unknown').expect(404, { name: 'not found' });
    await request(app).delete('/api/users/7').expect(404, { name: 'not found' });
    await request(app).get('/api/nothing').expect(404, { name: 'not found' });
    await request(app).options('/api/users/42').expect(404, { name: 'not found' });
  });

  it('keeps the place of a route of any other method among the groups', async () => {
    const adapter = new SegmentRoutedExpressAdapter();
    adapter.get('/api/users/list', answer('user list'));
    adapter.all('/api/users/:id', answer('any method'));
    adapter.get('/api/users/:id', answer('user'));
    adapter.options('/api/users/:id', answer('options'));
    adapter.head('/api/admin/ping', (_req: Request, res: Response) => res.set('x-route', 'head').end());
    adapter.get('/api/admin/ping', answer('ping'));
    adapter.search('/api/users', answer('search'));
    adapter.use((_req: Request, res: Response) => res.status(404).json({ name: 'not found' }));
    const app = adapter.getInstance();
    await request(app).get('/api/users/list').expect(200, { name: 'user list', params: {}, url: '/api/users/list' });
    // The ALL route was registered before the second GET route of its prefix, so it answers first, as on a plain app.
    await request(app)
      .get('/api/users/1')
      .expect(200, { name: 'any method', params: { id: '1' }, url: '/api/users/1' });
    await request(app)
      .options('/api/users/1')
      .expect(200, { name: 'any method', params: { id: '1' }, url: '/api/users/1' });
    await request(app).head('/api/admin/ping').expect(200).expect('x-route', 'head');
    await request(app).get('/api/admin/ping').expect(200, { name: 'ping', params: {}, url: '/api/admin/ping' });
    await request(app).search('/api/users').expect(200, { name: 'search', params: {}, url: '/api/users' });
  });

  it('tells the prefix a route is mounted at as registered, whatever case the client wrote it in', async () => {
    const adapter = new SegmentRoutedExpressAdapter();
    const mount = (req: Request, res: Response) => res.json({ registered: registeredBaseUrl(req), baseUrl: req.baseUrl });
    adapter.get('/api/users/:id/profile', mount);
    adapter.get('/api/:kind/list', mount);
    const app = adapter.getInstance();
    await request(app).get('/API/Users/42/profile').expect(200, { registered: '/api/users', baseUrl: '/API/Users' });
    // Passed on by the /api/users group to a route on the app itself, which is mounted nowhere.
    await request(app).get('/api/users/list').expect(200, { registered: '', baseUrl: '' });
  });

  it('defines every route method Nest registers routes with', () => {
    expect(uncoveredRouteMethods(SegmentRoutedExpressAdapter.prototype)).toEqual([]);
  });

  it('names a route method that a class does not define itself', () => {
    class Partial extends SegmentRoutedExpressAdapter {
      brew() {}
    }
    expect(uncoveredRouteMethods(Partial.prototype, ['brew', 'get'])).toEqual(['get']);
    expect(uncoveredRouteMethods(SegmentRoutedExpressAdapter.prototype, ['get', 'brew'])).toEqual(['brew']);
  });
});
