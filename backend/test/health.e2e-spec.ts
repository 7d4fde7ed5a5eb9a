import { useTestApp } from './support/test-app';

const app = useTestApp();

it('answers liveness', async () => {
  const res = await app.client().get('/api/health');
  expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
});

it('answers readiness after checking the database and, when configured, Redis', async () => {
  const res = await app.client().get('/api/health/ready');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok', database: 'ok', redis: process.env.TEST_REDIS_URL ? 'ok' : 'not configured' });
});

it('answers 404 in the error shape for an unknown API route', async () => {
  const res = await app.client().get('/api/no-such-route');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
});
