/**
 * Rate-limit counters are shared by every API instance on one database (or Redis, when configured) and
 * outlive a restart: a limit cannot be dodged by spreading attempts over instances, nor by waiting for a
 * deploy.
 */
import { ERRORS } from '@nurse/domain';
import type { ApiResponse } from './support/api-client';
import { PASSWORD, uniqueEmail } from './support/actors';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const PER_ACCOUNT = 3;
const ENV = { RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), RATE_LIMIT_WINDOW_SECONDS: '600' };

const app = useTestApp(ENV);

const attemptLogin = (on: TestApp, email: string) => on.client().post('/api/auth/login', { email, password: PASSWORD });

function expectTooMany(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, message: ERRORS.tooManyRequests });
}

// Last in this file: a second instance beside the suite's app shares its process-wide state until it closes.
it('counts attempts on every instance against one budget, exactly when parallel, and keeps it over a restart', async () => {
  let second = await startTestApp(ENV, app);
  try {
    const target = uniqueEmail('target');
    expect((await attemptLogin(app, target)).status).toBe(401);
    expect((await attemptLogin(second, target)).status).toBe(401);
    expect((await attemptLogin(app, target)).status).toBe(401);
    expectTooMany(await attemptLogin(second, target));

    const rushed = uniqueEmail('rushed');
    const statuses = (await Promise.all(Array.from({ length: 8 }, (_, i) => attemptLogin(i % 2 === 0 ? app : second, rushed)))).map(
      (res) => res.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - PER_ACCOUNT);

    await second.close();
    second = await startTestApp(ENV, app);
    expectTooMany(await attemptLogin(second, target));
    expectTooMany(await attemptLogin(second, rushed));
  } finally {
    await second.close();
  }
});
