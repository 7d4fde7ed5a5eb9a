/**
 * Notifications: the bell's list and count, her channel and quiet-hour settings, email digests (one
 * per burst, nothing already read, nothing inside quiet hours) and unsubscribing without signing in.
 * Digests wait seconds here instead of minutes (DIGEST_DELAY_SECONDS).
 */
import { NOTIFICATION_CATEGORIES } from '@nurse/domain';
import { NotificationDigestEntity } from '../src/modules/notifications/entities/notification-digest.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { mailsTo, waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';

const DELAY_SECONDS = 4;
const app = useTestApp({ DIGEST_DELAY_SECONDS: String(DELAY_SECONDS), DIGEST_SPACING_SECONDS: '1', DIGEST_DAILY_LIMIT: '5' });
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

/** A live nurse, with the notice of her account's activation already read. */
async function nurse(): Promise<Nurse> {
  const created = await liveNurse(app, {}, admin);
  expectStatus(await created.client.put('/api/notifications/read-all'), 200);
  return created;
}
const requestToConnect = async (from: Nurse, to: Nurse) =>
  expectStatus(await from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message: 'Hello' }), 201).body;
const notifications = async (owner: Nurse) => expectStatus(await owner.client.get('/api/notifications'), 200).body;
const unreadCount = async (owner: Nurse) => expectStatus(await owner.client.get('/api/notifications/unread-count'), 200).body.unreadCount;
const settings = async (owner: Nurse) => expectStatus(await owner.client.get('/api/settings/notifications'), 200).body;
const digestsTo = (owner: Nurse) => mailsTo(app, owner.email).filter((mail) => /List-Unsubscribe-Post/i.test(mail.content));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unsubscribeUrlOf = (content: string) => /List-Unsubscribe:\s*<([^>]+)>/i.exec(content)?.[1] ?? '';

describe('the bell', () => {
  it('lists what concerns her, newest first, with a link, and counts what is unread', async () => {
    const [ann, bo, cy] = [await nurse(), await nurse(), await nurse()];
    await requestToConnect(ann, cy);
    await requestToConnect(bo, cy);
    const page = await notifications(cy);
    expect(page.items.map((item: { text: string }) => item.text)).toEqual([
      `${bo.name} wants to connect with you`,
      `${ann.name} wants to connect with you`,
      'Your account is active: welcome to the network',
    ]);
    expect(page.items[0]).toMatchObject({ category: 'connection-request', link: '/my-connections', read: false });
    expect(await unreadCount(cy)).toBe(2);

    expectStatus(await cy.client.put(`/api/notifications/${page.items[0].id}/read`), 200);
    expect(await unreadCount(cy)).toBe(1);
    expectStatus(await cy.client.put('/api/notifications/read-all'), 200);
    expect(await unreadCount(cy)).toBe(0);
  });

  it('tells a requester her request was accepted, and reads the request once answered', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await connect(ann, bo);
    expect((await notifications(ann)).items[0]).toMatchObject({
      category: 'connection-accepted',
      text: `${bo.name} accepted your connection request`,
    });
    expect(await unreadCount(bo)).toBe(0);
  });

  it('keeps each nurse to her own notifications', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await requestToConnect(ann, bo);
    const [theirs] = (await notifications(bo)).items;
    expect(expectStatus(await ann.client.put(`/api/notifications/${theirs.id}/read`), 404).body.message).toBe(
      'That notification was not found',
    );
    expect(await unreadCount(bo)).toBe(1);
  });

  it('pages with a cursor', async () => {
    const cy = await nurse();
    for (let i = 0; i < 3; i += 1) await requestToConnect(await nurse(), cy);
    const first = expectStatus(await cy.client.get('/api/notifications?pageSize=2'), 200).body;
    const second = expectStatus(await cy.client.get(`/api/notifications?pageSize=2&cursor=${first.nextCursor}`), 200).body;
    // Three requests and the notice of her activation.
    expect(new Set([...first.items, ...second.items].map((item: { id: number }) => item.id)).size).toBe(4);
    expect(second.nextCursor).toBeNull();
  });
});

describe('her settings', () => {
  it('start from the defaults: every category in the app, messages and requests by email and push', async () => {
    const ann = await nurse();
    const current = await settings(ann);
    expect(current.channels.map((channel: { category: string }) => channel.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(current.channels.find((channel: { category: string }) => channel.category === 'message')).toEqual({
      category: 'message',
      inApp: true,
      email: true,
      push: true,
    });
    expect(current.channels.find((channel: { category: string }) => channel.category === 'career-plan-ready')).toMatchObject({
      email: false,
      push: false,
    });
    expect(current).toMatchObject({ timeZone: null, quietHours: null });
  });

  it('change in parts and keep the rest', async () => {
    const ann = await nurse();
    const changed = expectStatus(
      await ann.client.put('/api/settings/notifications', {
        channels: [{ category: 'message', inApp: true, email: false }],
        timeZone: 'America/Chicago',
        quietHours: { start: '08:00', end: '16:00' },
      }),
      200,
    ).body;
    expect(changed.channels.find((channel: { category: string }) => channel.category === 'message')).toMatchObject({ email: false });
    expect(changed).toMatchObject({ timeZone: 'America/Chicago', quietHours: { start: '08:00', end: '16:00' } });
    expectStatus(await ann.client.put('/api/settings/notifications', { quietHours: null }), 200);
    expect(await settings(ann)).toMatchObject({ timeZone: 'America/Chicago', quietHours: null });
  });

  it('take back the document they read, for a nurse who never chose a time zone, and store it unchanged', async () => {
    const ann = await nurse();
    const read = await settings(ann);
    expect(read.timeZone).toBeNull();
    expect(expectStatus(await ann.client.put('/api/settings/notifications', read), 200).body).toEqual(read);
    expect(await settings(ann)).toEqual(read);

    // Quiet hours set before any zone was chosen are read in UTC; that document goes back as it came too.
    expectStatus(await ann.client.put('/api/settings/notifications', { quietHours: { start: '22:00', end: '06:00' } }), 200);
    const withQuietHours = await settings(ann);
    expect(withQuietHours).toMatchObject({ timeZone: null, quietHours: { start: '22:00', end: '06:00' } });
    expect(expectStatus(await ann.client.put('/api/settings/notifications', withQuietHours), 200).body).toEqual(withQuietHours);
    expect(await settings(ann)).toEqual(withQuietHours);
  });

  it('unset a chosen time zone with null, unless quiet hours are read in it', async () => {
    const ann = await nurse();
    expectStatus(
      await ann.client.put('/api/settings/notifications', { timeZone: 'America/Chicago', quietHours: { start: '08:00', end: '16:00' } }),
      200,
    );
    const refused = expectStatus(await ann.client.put('/api/settings/notifications', { timeZone: null }), 400).body;
    expect(refused.message).toBe('Your quiet hours are kept in your time zone: choose one, or turn quiet hours off first');
    expect(refused.errors).toEqual([{ field: 'timeZone', message: refused.message }]);
    expect(await settings(ann)).toMatchObject({ timeZone: 'America/Chicago', quietHours: { start: '08:00', end: '16:00' } });

    expectStatus(await ann.client.put('/api/settings/notifications', { timeZone: null, quietHours: null }), 200);
    expect(await settings(ann)).toMatchObject({ timeZone: null, quietHours: null });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose your time zone from the list (for example America/Chicago)'],
    [{ quietHours: { start: '08:00', end: '08:00' } }, 'Quiet hours must start and end at different times'],
    [{ quietHours: { start: '8am', end: '16:00' } }, 'Times are written HH:mm, from 00:00 to 23:59'],
    [{ channels: [{ category: 'gossip', inApp: true, email: true }] }, `category must be one of: ${NOTIFICATION_CATEGORIES.join(', ')}`],
    [{ channels: [{ category: 'message', inApp: 'yes', email: true }] }, 'inApp must be true or false'],
  ])('refuse %j with a message she can act on, changing nothing', async (body, message) => {
    const ann = await nurse();
    const before = await settings(ann);
    expect(expectStatus(await ann.client.put('/api/settings/notifications', body), 400).body.message).toBe(message);
    expect(await settings(ann)).toEqual(before);
  });
});

describe('email digests', () => {
  it('gather a burst of events into one email after the delay, with unsubscribe headers', async () => {
    const cy = await nurse();
    const senders = [await nurse(), await nurse(), await nurse()];
    for (const sender of senders) await requestToConnect(sender, cy);
    const digest = await waitForMail(app, cy.email, 'things are waiting for you');
    for (const sender of senders) expect(digest.content).toContain(`${sender.name} wants to connect with you`);
    expect(digest.content).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    expect(unsubscribeUrlOf(digest.content)).toMatch(/^http:\/\/nurse\.test\/api\/unsubscribe\//);
    expect(digest.content).toMatch(/Message-ID: <[0-9a-f-]{36}@nurse-network\.local>/i);
    await sleep(DELAY_SECONDS * 1000 + 1500);
    expect(digestsTo(cy)).toHaveLength(1);
  });

  it('make one email of 50 messages sent within a minute, naming the sender and the count, never the text', async () => {
    const [ann, cy] = [await nurse(), await nurse()];
    await connect(ann, cy);
    // Ten at a time: events arriving together still add to one notification.
    for (let batch = 0; batch < 5; batch += 1) {
      const sends = Array.from({ length: 10 }, (_, i) =>
        ann.client.post('/api/messages', { toUserId: cy.id, content: `Secret shift detail ${batch * 10 + i}` }),
      );
      for (const sent of await Promise.all(sends)) expectStatus(sent, 201);
    }
    const digest = await waitForMail(app, cy.email, `${ann.name} sent you 50 messages`);
    expect(digest.content).not.toContain('Secret shift detail');
    await sleep(DELAY_SECONDS * 1000 + 1500);
    expect(digestsTo(cy)).toHaveLength(1);
  });

  it('send nothing about a conversation she read in the app before the delay', async () => {
    const [ann, cy] = [await nurse(), await nurse()];
    await connect(ann, cy);
    expectStatus(await ann.client.post('/api/messages', { toUserId: cy.id, content: 'Are you on tonight?' }), 201);
    expectStatus(await cy.client.put(`/api/messages/read/${ann.id}/${cy.id}`), 200);
    await sleep(DELAY_SECONDS * 1000 + 2000);
    expect(digestsTo(cy)).toHaveLength(0);
  });

  it('send nothing about what she read in the app before the delay', async () => {
    const [ann, cy] = [await nurse(), await nurse()];
    await requestToConnect(ann, cy);
    expectStatus(await cy.client.put('/api/notifications/read-all'), 200);
    await sleep(DELAY_SECONDS * 1000 + 2000);
    expect(digestsTo(cy)).toHaveLength(0);
  });

  it('send nothing inside her quiet hours: the digest waits for the window to end', async () => {
    const [ann, cy] = [await nurse(), await nurse()];
    const hour = new Date().getUTCHours();
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    expectStatus(
      await cy.client.put('/api/settings/notifications', { timeZone: 'UTC', quietHours: { start: pad(hour - 1), end: pad(hour + 2) } }),
      200,
    );
    await requestToConnect(ann, cy);
    await sleep(DELAY_SECONDS * 1000 + 2000);
    expect(digestsTo(cy)).toHaveLength(0);
    const windowEnd = new Date();
    windowEnd.setUTCHours(hour + 2, 0, 0, 0);
    await eventually(async () => {
      const row = await app.dataSource.getRepository(NotificationDigestEntity).findOneByOrFail({ userId: cy.id });
      expect(row.dueAt?.getTime()).toBe(windowEnd.getTime());
    });
  });
});

describe('unsubscribing', () => {
  async function digestLink(): Promise<{ cy: Nurse; url: string }> {
    const [ann, cy] = [await nurse(), await nurse()];
    await requestToConnect(ann, cy);
    const digest = await waitForMail(app, cy.email, 'wants to connect with you');
    return { cy, url: unsubscribeUrlOf(digest.content).replace('http://nurse.test', '') };
  }

  it('a GET changes nothing: a browser is sent to the page that asks, a client learns what the link stops', async () => {
    const { cy, url } = await digestLink();
    const anonymous = app.client();
    const page = await fetch(`${app.baseUrl}${url}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/unsubscribe\//);
    expect(expectStatus(await anonymous.get(url), 200).body).toMatchObject({
      categories: ['connection-request'],
      label: 'Connection requests',
      email: true,
    });
    expect((await settings(cy)).channels.find((channel: { category: string }) => channel.category === 'connection-request').email).toBe(
      true,
    );
  });

  it('a one-click POST without a session turns that email off at once', async () => {
    const { cy, url } = await digestLink();
    const oneClick = await app.client().request('POST', url, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expectStatus(oneClick, 200).body).toMatchObject({ categories: ['connection-request'], email: false });
    const channels = (await settings(cy)).channels;
    expect(channels.find((channel: { category: string }) => channel.category === 'connection-request').email).toBe(false);
    expect(channels.find((channel: { category: string }) => channel.category === 'message').email).toBe(true);
  });

  it('refuses a tampered token, or one altered to name another nurse', async () => {
    const { url } = await digestLink();
    const other = await nurse();
    const [prefix, , signature] = url.split('/').pop()!.split('.');
    for (const token of [`${prefix}.message.${signature}`, `${other.id}.connection-request.${signature}`, 'nonsense']) {
      const refused = await app.client().post(`/api/unsubscribe/${token}`);
      expect(expectStatus(refused, 404).body.message).toBe(
        'This unsubscribe link is not valid. Sign in and change your emails under Settings.',
      );
    }
    expect((await settings(other)).channels.find((channel: { category: string }) => channel.category === 'connection-request').email).toBe(
      true,
    );
  });
});

describe('an account let in from the waitlist', () => {
  it('is told by email with a sign-in link, and in the app', async () => {
    const ann = await liveNurse(app, {}, admin);
    const mail = await waitForMail(app, ann.email, 'Your account is active');
    expect(mail.content).toContain('http://nurse.test/login');
    expect((await notifications(ann)).items.map((item: { category: string }) => item.category)).toContain('account-live');
  });
});
