/**
 * Retry-safe requests: a nurse who sends an Idempotency-Key gets the first answer again for a repeat
 * of the same request, and the work is done once, even when the repeats race on two API instances
 * on one database.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '../src/idempotency/idempotency-key-header';
import { MessageEntity } from '../src/modules/messaging/entities/message.entity';
import type { ApiClient, ApiResponse } from './support/api-client';
import { adminClient, connectedPair, expectStatus, liveNurse, uniqueEmail, type Nurse } from './support/actors';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let ana: Nurse;
let bea: Nurse;

beforeAll(async () => {
  admin = await adminClient(app);
  [ana, bea] = await connectedPair(app, admin);
});

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const send = (from: Nurse, to: Nurse, content: string, key?: string, on: TestApp = app) => {
  const client = on === app ? from.client : on.client();
  if (on !== app) client.setCookie('sid', from.client.cookie('sid')!);
  return client.post('/api/messages', { toUserId: to.id, content }, key ? withKey(key) : {});
};
const messagesBetween = (from: Nurse, to: Nurse) =>
  app.dataSource.getRepository(MessageEntity).countBy({ fromUserId: from.id, toUserId: to.id });
const answer = (res: ApiResponse) => ({ status: res.status, body: res.body as unknown });

describe('POST /api/messages with an Idempotency-Key', () => {
  it('stores one message for the same key and body, and answers the repeat exactly as the first time', async () => {
    const key = randomUUID();
    const before = await messagesBetween(ana, bea);
    const first = expectStatus(await send(ana, bea, 'Shift swap on Friday?', key), 201);
    const repeat = await send(ana, bea, 'Shift swap on Friday?', key);
    expect(answer(repeat)).toEqual(answer(first));
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await messagesBetween(ana, bea)).toBe(before + 1);
  });

  it('refuses the same key with another body with a 409 saying what to do', async () => {
    const key = randomUUID();
    expectStatus(await send(ana, bea, 'First text', key), 201);
    const other = await send(ana, bea, 'Another text', key);
    expect(answer(other)).toEqual({ status: 409, body: { statusCode: 409, message: IDEMPOTENCY_MESSAGES.otherRequest } });
  });

  it('keeps another nurse’s identical key apart', async () => {
    const key = randomUUID();
    const [anaBefore, beaBefore] = [await messagesBetween(ana, bea), await messagesBetween(bea, ana)];
    expectStatus(await send(ana, bea, 'Same words', key), 201);
    const hers = expectStatus(await send(bea, ana, 'Same words', key), 201);
    expect(hers.headers.get('idempotent-replayed')).toBeNull();
    expect(hers.body.fromUserId).toBe(bea.id);
    expect([await messagesBetween(ana, bea), await messagesBetween(bea, ana)]).toEqual([anaBefore + 1, beaBefore + 1]);
  });

  it('sends every request without the header, as before', async () => {
    const before = await messagesBetween(ana, bea);
    expectStatus(await send(ana, bea, 'Twice on purpose'), 201);
    expectStatus(await send(ana, bea, 'Twice on purpose'), 201);
    expect(await messagesBetween(ana, bea)).toBe(before + 2);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(101)],
    ['with spaces', 'my retry key'],
  ])('refuses a key %s with a 400 and stores nothing', async (_what, key) => {
    const before = await messagesBetween(ana, bea);
    const res = await send(ana, bea, 'Hello', key);
    expect(answer(res)).toEqual({ status: 400, body: { statusCode: 400, message: IDEMPOTENCY_MESSAGES.badKey } });
    expect(await messagesBetween(ana, bea)).toBe(before);
  });

  it('frees the key of a refused request, so a corrected retry is sent', async () => {
    const key = randomUUID();
    expect((await ana.client.post('/api/messages', { toUserId: bea.id, content: '' }, withKey(key))).status).toBe(400);
    expect((await ana.client.post('/api/messages', { toUserId: 999_999, content: 'Hello' }, withKey(key))).status).toBe(404);
    const before = await messagesBetween(ana, bea);
    expectStatus(await send(ana, bea, 'Hello at last', key), 201);
    expect(await messagesBetween(ana, bea)).toBe(before + 1);
  });
});

describe('the other retry-safe routes', () => {
  it('answers a repeated connection request as the first, where a second request without the key is a 409', async () => {
    const cara = await liveNurse(app, {}, admin);
    const body = { userId1: ana.id, userId2: cara.id, message: 'We met at the ICU course' };
    const key = randomUUID();
    const first = expectStatus(await ana.client.post('/api/connections/request', body, withKey(key)), 201);
    expect(answer(await ana.client.post('/api/connections/request', body, withKey(key)))).toEqual(answer(first));
    expect((await ana.client.post('/api/connections/request', body)).status).toBe(409);
  });

  it('answers a repeated report as the first, where a second report without the key is a 409', async () => {
    const dan = await liveNurse(app, {}, admin);
    const body = { reportedUserId: dan.id, reason: 'spam' };
    const key = randomUUID();
    const first = expectStatus(await ana.client.post('/api/reports', body, withKey(key)), 201);
    expect(answer(await ana.client.post('/api/reports', body, withKey(key)))).toEqual(answer(first));
    expect((await ana.client.post('/api/reports', body)).status).toBe(409);
  });

  it('answers repeated invitations as the first with 200', async () => {
    const body = { emails: [uniqueEmail('friend')] };
    const key = randomUUID();
    const first = expectStatus(await ana.client.post('/api/send-invites', body, withKey(key)), 200);
    const repeat = await ana.client.post('/api/send-invites', body, withKey(key));
    expect(answer(repeat)).toEqual(answer(first));
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a key from an administrator resending invitations, since keys belong to a nurse', async () => {
    const res = await admin.post('/api/send-invites', { emails: [uniqueEmail('friend')] }, withKey(randomUUID()));
    expect(answer(res)).toEqual({ status: 400, body: { statusCode: 400, message: IDEMPOTENCY_MESSAGES.nurseOnly } });
  });
});

// Last in this file: a second instance beside the suite's app shares its process-wide state until it closes.
it('sends one message when repeats with one key race on two instances, and each gets the same answer', async () => {
  const second = await startTestApp({}, app);
  try {
    const key = randomUUID();
    const before = await messagesBetween(ana, bea);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(ana, bea, 'Are you on tonight?', key, i % 2 === 0 ? app : second)),
    );
    expect(await messagesBetween(ana, bea)).toBe(before + 1);
    const sent = answers.filter((res) => res.status === 201);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const res of sent) expect(res.body).toEqual(sent[0].body);
    for (const res of answers.filter((res) => res.status !== 201)) {
      expect(answer(res)).toEqual({ status: 409, body: { statusCode: 409, message: IDEMPOTENCY_MESSAGES.stillProcessing } });
    }
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === null && res.status === 201)).toHaveLength(1);
  } finally {
    await second.close();
  }
});
