/**
 * Rotating SESSION_SECRET: with the old secret listed in SESSION_SECRET_PREVIOUS, unsubscribe links
 * mailed before and sessions opened before keep working; without it, they stop.
 */
import { adminClient, clientWithCookie, expectStatus, liveNurse, type Nurse } from './support/actors';
import { waitForMail } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const OLD_SECRET = 'Zp4Wn8Qc2Tv6Yb0Mx3Kr7Hd1Js5Lf9Ga2Ue6Io0Ct';
const NEW_SECRET = 'q7Vd2LxZ9rTfK0mWb4NcYs1Hj8PuGe5Ao3RiXl6Ek';
const REFUSED_LINK = 'This unsubscribe link is not valid. Sign in and change your emails under Settings.';

let before: TestApp;
/** Two nurses, each with the unsubscribe link of a digest mailed before the rotation. */
let mailed: { nurse: Nurse; path: string }[];

const unsubscribeUrlOf = (content: string) => /List-Unsubscribe:\s*<([^>]+)>/i.exec(content)?.[1] ?? '';

async function digestLink(app: TestApp, from: Nurse, to: Nurse): Promise<string> {
  expectStatus(await to.client.put('/api/notifications/read-all'), 200);
  expectStatus(await from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message: 'Hello' }), 201);
  const digest = await waitForMail(app, to.email, 'wants to connect with you');
  return unsubscribeUrlOf(digest.content).replace(app.config.appUrl, '');
}

const oneClick = (app: TestApp, path: string) =>
  app.client().request('POST', path, {
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

beforeAll(async () => {
  before = await startTestApp({ SESSION_SECRET: OLD_SECRET, DIGEST_DELAY_SECONDS: '1', DIGEST_SPACING_SECONDS: '1' });
  const admin = await adminClient(before);
  const [ann, bo, cy] = [await liveNurse(before, {}, admin), await liveNurse(before, {}, admin), await liveNurse(before, {}, admin)];
  mailed = [
    { nurse: bo, path: await digestLink(before, ann, bo) },
    { nurse: cy, path: await digestLink(before, ann, cy) },
  ];
});
afterAll(() => before?.close());

it('keeps a link mailed before the rotation working, and her session, while the old secret is listed as previous', async () => {
  const [{ nurse, path }] = mailed;
  const after = await startTestApp({ SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: OLD_SECRET }, before);
  try {
    expect(expectStatus(await oneClick(after, path), 200).body).toMatchObject({ categories: ['connection-request'], email: false });
    const session = clientWithCookie(after, 'sid', nurse.client.cookie('sid')!);
    expect(expectStatus(await session.get('/api/auth/me'), 200).body.id).toBe(nurse.id);
  } finally {
    await after.close();
  }
});

it('refuses a link mailed before the rotation once the old secret is no longer listed', async () => {
  const [, { nurse, path }] = mailed;
  const after = await startTestApp({ SESSION_SECRET: NEW_SECRET }, before);
  try {
    expect(expectStatus(await oneClick(after, path), 404).body.message).toBe(REFUSED_LINK);
    expect((await clientWithCookie(after, 'sid', nurse.client.cookie('sid')!).get('/api/auth/me')).status).toBe(401);
  } finally {
    await after.close();
  }
});
