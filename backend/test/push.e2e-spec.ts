/**
 * Web Push: her devices (added, listed and removed by her only), and the pushes the job worker sends
 * them through a push service of the test's own, which checks the VAPID signature and decrypts each
 * payload as a phone would. Quiet hours and a muted conversation send nothing; a device the push
 * service no longer knows is removed; a busy push service's Retry-After is honoured.
 */
import { ROUTES, walletReminderRoute } from '@nurse/domain';
import { RenewalClock } from '../src/modules/credentials/renewals/renewal-clock.service';
import { addDays } from '../src/modules/credentials/renewals/renewal-milestones';
import { PushProcessor } from '../src/modules/push/push.processor';
import { adminClient, connect, expectStatus, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/eventually';
import { startPushService, type OwnPushService, type ReceivedPush, type TestDevice } from './support/push-service';
import { useTestApp } from './support/test-app';

const app = useTestApp({ JOB_RETRY_DELAY_MS: '200' });
let admin: ApiClient;
let service: OwnPushService;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** Pushes take a job's run; a retry after Retry-After takes a second more. */
const PUSH_WAIT_MS = 8000;

beforeAll(async () => {
  admin = await adminClient(app);
  service = await startPushService();
  const { publicKey } = expectStatus(await (await liveNurse(app, {}, admin)).client.get('/api/push/key'), 200).body;
  service.expectKey(publicKey);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await service?.close();
});

afterEach(() => {
  expect(service.problems).toEqual([]);
});

const nurse = () => liveNurse(app, {}, admin);
const subscribe = (owner: Nurse, device: TestDevice, extra: Record<string, unknown> = {}) =>
  owner.client.post(
    '/api/push/subscriptions',
    { endpoint: device.endpoint, keys: device.keys, ...extra },
    { headers: { 'user-agent': IPHONE_SAFARI } },
  );
async function withDevice(owner: Nurse): Promise<TestDevice> {
  const device = service.newDevice();
  expectStatus(await subscribe(owner, device), 201);
  return device;
}
const devicesOf = async (owner: Nurse) => expectStatus(await owner.client.get('/api/push/subscriptions'), 200).body.devices;
const send = async (from: Nurse, to: Nurse, content: string) =>
  expectStatus(await from.client.post('/api/messages', { toUserId: to.id, content }), 201);
const pushesTo = (device: TestDevice, tag?: string) => service.to(device).filter((push) => tag === undefined || push.payload.tag === tag);

/** Waits until `device` has received `count` pushes (with that tag); answers them. */
async function waitForPushes(device: TestDevice, count: number, tag?: string): Promise<ReceivedPush[]> {
  await eventually(() => expect(pushesTo(device, tag)).toHaveLength(count), PUSH_WAIT_MS);
  return pushesTo(device, tag);
}

/**
 * Lets every push queued so far run: a connection request queued now to a nurse of its own arrives
 * after them, so a push that has not come by then is not coming.
 */
async function afterQueuedPushes(): Promise<void> {
  const [from, to] = [await nurse(), await nurse()];
  const device = await withDevice(to);
  expectStatus(await from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message: 'Hello' }), 201);
  await waitForPushes(device, 1);
}

describe('her devices', () => {
  it('answers the public key, and adds, lists and removes her device named from her browser', async () => {
    const ann = await nurse();
    const { publicKey } = expectStatus(await ann.client.get('/api/push/key'), 200).body;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const added = expectStatus(await subscribe(ann, service.newDevice()), 201).body;
    expect(added).toEqual({ id: expect.any(Number), deviceName: 'Safari on iOS', createdAt: expect.any(String), lastUsedAt: null });
    const named = expectStatus(await subscribe(ann, service.newDevice(), { deviceName: 'Ward phone' }), 201).body;
    expect((await devicesOf(ann)).map((device: { deviceName: string }) => device.deviceName)).toEqual(['Safari on iOS', 'Ward phone']);

    expectStatus(await ann.client.request('DELETE', `/api/push/subscriptions/${named.id}`), 204);
    expect(await devicesOf(ann)).toEqual([added]);
    expect(expectStatus(await ann.client.request('DELETE', `/api/push/subscriptions/${named.id}`), 404).body.message).toMatch(
      /not found among yours/,
    );
  });

  it('keeps another nurse from listing or removing hers, and moves a device re-registered by another account', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    const device = service.newDevice();
    const anns = expectStatus(await subscribe(ann, device), 201).body;
    expect(await devicesOf(bo)).toEqual([]);
    expectStatus(await bo.client.request('DELETE', `/api/push/subscriptions/${anns.id}`), 404);
    expect(await devicesOf(ann)).toHaveLength(1);

    // The same phone, now signed in as Bo: it is his alone.
    expectStatus(await subscribe(bo, device), 201);
    expect(await devicesOf(ann)).toEqual([]);
    expect(await devicesOf(bo)).toHaveLength(1);
    expectStatus(await app.client().get('/api/push/subscriptions'), 401);
  });

  it('removes the devices added in a session once she signs out of it', async () => {
    const ann = await nurse();
    expectStatus(await subscribe(ann, service.newDevice()), 201);
    expectStatus(await ann.client.post('/api/auth/logout'), 200);
    expectStatus(await ann.client.post('/api/auth/login', { email: ann.email, password: ann.password }), 200);
    await eventually(async () => expect(await devicesOf(ann)).toEqual([]));
  });

  it('refuses malformed subscriptions with a message naming the field', async () => {
    const ann = await nurse();
    const device = service.newDevice();
    const refused = async (body: Record<string, unknown>) =>
      expectStatus(await ann.client.post('/api/push/subscriptions', body), 400).body.message as string;
    expect(await refused({ endpoint: 'ftp://push.example.org/x', keys: device.keys })).toMatch(/^endpoint must be/);
    expect(await refused({ endpoint: device.endpoint, keys: { ...device.keys, p256dh: 'not base64url!' } })).toMatch(
      /^keys\.p256dh must be/,
    );
    expect(await refused({ endpoint: device.endpoint, keys: { ...device.keys, auth: 'short' } })).toMatch(/^keys\.auth must be/);
    expect(await refused({ endpoint: device.endpoint })).toMatch(/^keys must hold/);
    expect(await refused({ endpoint: device.endpoint, keys: device.keys, deviceName: 'x'.repeat(81) })).toMatch(/^deviceName must be/);
    expectStatus(await ann.client.request('DELETE', '/api/push/subscriptions/abc'), 400);
    expect(await devicesOf(ann)).toEqual([]);
  });
});

describe('pushes', () => {
  it('tells her of a message in one urgent push naming the sender, never its text, that opens the conversation', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await connect(ann, bo);
    expectStatus(await bo.client.put('/api/notifications/read-all'), 200);
    const device = await withDevice(bo);
    await send(ann, bo, 'The night shift swap is on for Friday');
    const [push] = await waitForPushes(device, 1, `m-${ann.id}`);
    expect(push).toMatchObject({ status: 201, urgency: 'high', topic: `m-${ann.id}`, ttl: 4 * 3600 });
    expect(push.payload).toEqual({
      title: 'Nurse Career Network',
      body: `${ann.name} sent you a message`,
      url: `${ROUTES.messages}?userId=${ann.id}`,
      tag: `m-${ann.id}`,
      badgeCount: 1,
    });
    expect(JSON.stringify(push.payload)).not.toContain('night shift');
    await afterQueuedPushes();
    expect(pushesTo(device, `m-${ann.id}`)).toHaveLength(1);
    await eventually(async () => expect((await devicesOf(bo))[0].lastUsedAt).not.toBeNull());
  });

  it('sends nothing for a message she has read by the time the job runs', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await connect(ann, bo);
    const device = await withDevice(bo);
    await send(ann, bo, 'First');
    await waitForPushes(device, 1, `m-${ann.id}`);
    expectStatus(await bo.client.put(`/api/messages/read/${ann.id}/${bo.id}`), 200);
    await app.nest.get(PushProcessor).run({ userId: bo.id, category: 'message', subjectId: ann.id, at: Date.now(), attempt: 1 });
    expect(pushesTo(device, `m-${ann.id}`)).toHaveLength(1);
  });

  it('tells her of a message request, opening her requests', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    for (const who of [ana, ben]) expectStatus(await who.client.put(`/api/users/${who.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
    expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
    const device = await withDevice(ben);
    await send(ana, ben, 'Hi Ben, do you know the paediatric ward?');
    const [push] = await waitForPushes(device, 1);
    expect(push.urgency).toBe('high');
    expect(push.payload).toMatchObject({ body: `${ana.name} would like to send you a message`, url: `${ROUTES.messages}?tab=requests` });
    expect(JSON.stringify(push.payload)).not.toContain('paediatric');
  });

  it('tells her of a licence due for renewal, without its number, opening the reminder', async () => {
    const cy = await nurse();
    const expiry = '2037-03-31';
    const licence = {
      type: 'RN',
      state: 'TX',
      number: 'TX-RN-99812',
      multistate: false,
      issueDate: '2020-01-15',
      expiryDate: expiry,
      status: 'active',
    };
    expectStatus(await cy.client.post('/api/credentials/licences', licence), 201);
    const device = await withDevice(cy);
    jest.spyOn(app.nest.get(RenewalClock), 'now').mockReturnValue(new Date(`${addDays(expiry, -30)}T12:00:00Z`));
    expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200);
    const [push] = await waitForPushes(device, 1);
    expect(push).toMatchObject({ urgency: 'normal', ttl: 24 * 3600 });
    expect(push.payload.body).toBe('Your RN licence (Texas) expires in 30 days, on 31 Mar 2037');
    expect(push.payload.url).toMatch(new RegExp(`^${walletReminderRoute(0).replace(/0$/, '').replace(/[?]/g, '\\?')}\\d+$`));
    expect(JSON.stringify(push.payload)).not.toContain('99812');
    jest.restoreAllMocks();
  });

  it('sends nothing in her quiet hours', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await connect(ann, bo);
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    expectStatus(
      await bo.client.put('/api/settings/notifications', { timeZone: 'UTC', quietHours: { start: at(hour - 1), end: at(hour + 2) } }),
      200,
    );
    const device = await withDevice(bo);
    await send(ann, bo, 'Quiet please');
    await afterQueuedPushes();
    expect(pushesTo(device)).toEqual([]);
  });

  it('sends nothing for a muted conversation', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    await connect(ann, bo);
    expectStatus(await bo.client.put(`/api/conversations/${ann.id}/mute`), 204);
    const device = await withDevice(bo);
    await send(ann, bo, 'Muted');
    await afterQueuedPushes();
    expect(pushesTo(device)).toEqual([]);
  });

  it('sends nothing for a category she turned push off for, and keeps her choice beside the other channels', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    const channel = async () =>
      (expectStatus(await bo.client.get('/api/settings/notifications'), 200).body.channels as { category: string }[]).find(
        (preference) => preference.category === 'connection-request',
      );
    expect(await channel()).toEqual({ category: 'connection-request', inApp: true, email: true, push: true });
    expectStatus(
      await bo.client.put('/api/settings/notifications', {
        channels: [{ category: 'connection-request', inApp: true, email: true, push: false }],
      }),
      200,
    );
    // A screen that knows no push leaves it as it is.
    expectStatus(
      await bo.client.put('/api/settings/notifications', { channels: [{ category: 'connection-request', inApp: true, email: false }] }),
      200,
    );
    expect(await channel()).toEqual({ category: 'connection-request', inApp: true, email: false, push: false });
    const device = await withDevice(bo);
    expectStatus(await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' }), 201);
    await afterQueuedPushes();
    expect(pushesTo(device)).toEqual([]);
  });

  it('removes a device its push service says is gone', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    const device = await withDevice(bo);
    service.answer(device, { status: 410 });
    expectStatus(await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' }), 201);
    await waitForPushes(device, 1);
    await eventually(async () => expect(await devicesOf(bo)).toEqual([]), PUSH_WAIT_MS);
  });

  it('tries a busy push service again after its Retry-After', async () => {
    const [ann, bo] = [await nurse(), await nurse()];
    const device = await withDevice(bo);
    service.answer(device, { status: 429, retryAfter: '1' });
    expectStatus(await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' }), 201);
    const [refused, accepted] = await waitForPushes(device, 2);
    expect(refused.status).toBe(429);
    expect(accepted.at - refused.at).toBeGreaterThanOrEqual(900);
    expect(accepted).toMatchObject({ status: 201, topic: `cr-${ann.id}` });
    expect(accepted.payload).toMatchObject({ body: `${ann.name} wants to connect with you`, url: ROUTES.myConnections });
    await eventually(async () => expect((await devicesOf(bo))[0].lastUsedAt).not.toBeNull());
  });
});
