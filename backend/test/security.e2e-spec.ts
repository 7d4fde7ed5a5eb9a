import { ERRORS } from '@nurse/domain';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { authScreenPayload, expectStatus, PASSWORD, pendingNurse, uniqueEmail } from './support/actors';
import { TEST_APP_URL, useTestApp } from './support/test-app';

const app = useTestApp();

const login = (headers: Record<string, string>) =>
  app.client().post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD }, { headers });

describe('cross-site requests', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site marked same-site', { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request with %s', async (_case, headers) => {
    const res = await login(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: ERRORS.crossSite });
  });

  it('refuses before anything is stored', async () => {
    const payload = authScreenPayload();
    const res = await app.client().post('/api/auth/register', payload, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email: payload.email })).toBe(0);
  });

  it.each([
    ['no Origin at all', {}],
    ['the app Origin', { origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' }],
    ['the same host', { origin: 'SAME_HOST' }],
  ])('lets a request with %s through', async (_case, headers: Record<string, string>) => {
    const sameHost: Record<string, string> = headers.origin === 'SAME_HOST' ? { origin: app.baseUrl } : {};
    expect((await login({ ...headers, ...sameHost })).status).toBe(401);
  });

  it('lets reads from another site through', async () => {
    expect(
      (await app.client().get('/api/health', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(200);
  });
});

describe('response headers', () => {
  it('give API answers the strictest policy: nothing loads from them, nothing frames them, no framework banner', async () => {
    for (const path of ['/api/health', '/api/users/999999', '/api/no-such-route']) {
      const { headers } = await app.client().get(path);
      expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("give pages (Swagger UI here, the shell's in production) the policy that lets them load their scripts", async () => {
    const { headers } = expectStatus(await app.client().get('/api/docs'), 200);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).not.toBe('no-store');
  });

  it('keep her data out of browser caches and proxies: no-store and no validator on API answers', async () => {
    const registered = expectStatus(await app.client().post('/api/auth/register', authScreenPayload()), 201);
    const me = expectStatus(
      await app.client().get('/api/auth/me', { headers: { cookie: registered.headers.getSetCookie()[0]?.split(';')[0] ?? '' } }),
      200,
    );
    for (const { headers } of [me, registered, await app.client().get('/api/users/999999')]) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('etag')).toBeNull();
    }
  });

  it('give the API its headers whatever the case of its path, since Express routes it without regard to case', async () => {
    const nurse = await pendingNurse(app);
    for (const path of ['/API/auth/me', '/Api/auth/me', '/aPI/AUTH/ME']) {
      const res = expectStatus(await nurse.client.get(path), 200);
      expect(res.body).toMatchObject({ id: nurse.id, email: nurse.email });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    const missing = await app.client().get('/API/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("give Swagger UI the pages' policy whatever the case of its path", async () => {
    const { headers } = expectStatus(await app.client().get('/API/Docs'), 200);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('set the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = expectStatus(await app.client().post('/api/auth/register', authScreenPayload()), 201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});

describe('request bodies', () => {
  it('refuses a body over the size limit with 413', async () => {
    const rawBody = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(app.config.bodyLimitBytes + 1) });
    const res = await app.client().post('/api/auth/login', undefined, { rawBody });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: ERRORS.payloadTooLarge });
  });

  it.each(['{"email": "a@b.org",', '{email: 1}', '"just a string"'])('refuses malformed JSON %p with 400', async (rawBody) => {
    const res = await app.client().post('/api/auth/login', undefined, { rawBody });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: ERRORS.malformedJson });
  });

  it('refuses unknown fields, naming them', async () => {
    const res = await app.client().post('/api/auth/register', authScreenPayload({ accountStatus: 'live', isAdmin: true }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['accountStatus', 'isAdmin']);
  });

  it('refuses over-long strings, naming the field', async () => {
    const res = await app.client().post('/api/auth/register', authScreenPayload({ name: 'A'.repeat(101) }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Name must be at most 100 characters' }]);
  });
});
