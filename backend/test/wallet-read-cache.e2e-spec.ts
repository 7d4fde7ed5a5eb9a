/**
 * The Wallet screen's reads come from rows kept in memory for a burst of requests
 * (modules/credentials/wallet-read-cache.service.ts), yet every change she makes, and every view of a
 * packet she shared, is seen by the very next request; with Redis, through another API instance within
 * moments, long before the cache's own time limit.
 */
import { LicenceEntity } from '../src/modules/credentials/entities/licence.entity';
import { adminClient, clientWithCookie, expectStatus, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/eventually';
import { startTestApp, useTestApp } from './support/test-app';

/** Long enough that only a drop, never the time limit, explains a fresh answer. */
const KEEP_SECONDS = '60';

const app = useTestApp({ READ_CACHE_SECONDS: KEEP_SECONDS });
let admin: ApiClient;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const floridaRn = {
  type: 'RN',
  state: 'FL',
  number: 'RN-9001',
  multistate: false,
  issueDate: day(-400),
  expiryDate: day(300),
  status: 'active',
};

beforeAll(async () => {
  admin = await adminClient(app);
});

async function read(client: ApiClient, path: string) {
  return expectStatus(await client.get(path), 200).body;
}

const licenceNumbers = async (client: ApiClient) =>
  ((await read(client, '/api/credentials/licences')).items as { number: string }[]).map(({ number }) => number);

async function addLicence(nurse: Nurse, overrides: Record<string, unknown> = {}): Promise<number> {
  return expectStatus(await nurse.client.post('/api/credentials/licences', { ...floridaRn, ...overrides }), 201).body.id;
}

it('answers a burst of reads from the rows it read once', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const id = await addLicence(nurse);
  expect(await licenceNumbers(nurse.client)).toEqual(['RN-9001']);
  // A row changed behind the API's back is not seen until the entry's time is up.
  await app.dataSource.getRepository(LicenceEntity).update({ id }, { number: 'Written behind its back' });
  expect(await licenceNumbers(nurse.client)).toEqual(['RN-9001']);
});

it('shows each change to her licences and certifications on the next request', async () => {
  const nurse = await liveNurse(app, {}, admin);
  expect(await licenceNumbers(nurse.client)).toEqual([]);
  const id = await addLicence(nurse);
  expect(await licenceNumbers(nurse.client)).toEqual(['RN-9001']);
  expect((await read(nurse.client, `/api/credentials/licences/${id}`)).number).toBe('RN-9001');
  expect((await read(nurse.client, '/api/credentials/practice')).states.map((s: { state: string }) => s.state)).toEqual(['FL']);

  expectStatus(await nurse.client.put(`/api/credentials/licences/${id}`, { number: 'RN-9002', showOnProfile: true }), 200);
  expect(await licenceNumbers(nurse.client)).toEqual(['RN-9002']);
  expect((await read(nurse.client, `/api/credentials/licences/${id}`)).number).toBe('RN-9002');
  expect((await read(nurse.client, `/api/credentials/profile/${nurse.id}`)).licences).toHaveLength(1);

  const certification = { name: 'BLS', issuer: 'American Heart Association', issueDate: day(-100), expiryDate: day(20) };
  const certificationId = expectStatus(await nurse.client.post('/api/credentials/certifications', certification), 201).body.id;
  expect((await read(nurse.client, '/api/credentials/certifications')).items).toHaveLength(1);
  expectStatus(await nurse.client.request('DELETE', `/api/credentials/certifications/${certificationId}`), 200);
  expect((await read(nurse.client, '/api/credentials/certifications')).items).toEqual([]);

  expectStatus(await nurse.client.request('DELETE', `/api/credentials/licences/${id}`), 200);
  expect(await licenceNumbers(nurse.client)).toEqual([]);
  expect((await nurse.client.get(`/api/credentials/licences/${id}`)).status).toBe(404);
  expect((await read(nurse.client, '/api/credentials/practice')).states).toEqual([]);
});

it('counts each CE activity and each change of her own requirement in her progress on the next request', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const licenceId = await addLicence(nurse);
  const progress = () => read(nurse.client, `/api/credentials/licences/${licenceId}/ce-progress`);
  expect((await progress()).hoursCounted).toBe(0);

  const activity = { title: 'Pharmacology update', provider: 'FNA', completedOn: day(-30), hours: 1.5, topics: ['pharmacology'] };
  const activityId = expectStatus(await nurse.client.post('/api/credentials/ce-activities', activity), 201).body.id;
  expect((await read(nurse.client, '/api/credentials/ce-activities')).items).toHaveLength(1);
  expect((await progress()).hoursCounted).toBe(1.5);
  expectStatus(await nurse.client.put(`/api/credentials/ce-activities/${activityId}`, { hours: 3 }), 200);
  expect((await progress()).hoursCounted).toBe(3);

  const requirementPath = `/api/credentials/licences/${licenceId}/ce-requirement`;
  const requirement = { hours: 10, cycleStart: day(-60), cycleEnd: day(300), topics: [] };
  expectStatus(await nurse.client.put(requirementPath, requirement), 200);
  expect(await progress()).toMatchObject({ basis: 'custom', hoursRequired: 10 });
  expect((await read(nurse.client, requirementPath)).hours).toBe(10);
  expectStatus(await nurse.client.request('DELETE', requirementPath), 200);
  expect((await progress()).basis).toBe('catalogue');
  expect((await nurse.client.get(requirementPath)).status).toBe(404);

  expectStatus(await nurse.client.request('DELETE', `/api/credentials/ce-activities/${activityId}`), 200);
  expect((await read(nurse.client, '/api/credentials/ce-activities')).items).toEqual([]);
  expect((await progress()).hoursCounted).toBe(0);
});

it('shows her calendar feed turned on and off, and her packets made, viewed and revoked, on the next request', async () => {
  const nurse = await liveNurse(app, {}, admin);
  expect((await read(nurse.client, '/api/credentials/calendar-feed')).active).toBe(false);
  expectStatus(await nurse.client.post('/api/credentials/calendar-feed'), 201);
  expect((await read(nurse.client, '/api/credentials/calendar-feed')).active).toBe(true);
  expectStatus(await nurse.client.request('DELETE', '/api/credentials/calendar-feed'), 200);
  expect((await read(nurse.client, '/api/credentials/calendar-feed')).active).toBe(false);

  const licenceId = await addLicence(nurse);
  expect((await read(nurse.client, '/api/credentials/packets')).items).toEqual([]);
  const packet = expectStatus(
    await nurse.client.post('/api/credentials/packets', { title: 'For St. Mary’s', expiresInDays: 7, licenceIds: [licenceId] }),
    201,
  ).body;
  expect((await read(nurse.client, '/api/credentials/packets')).items).toMatchObject([{ id: packet.id, views: 0 }]);
  // The recipient, without a session.
  const token = new URL(packet.url).pathname.split('/').pop();
  expect((await fetch(`${app.baseUrl}/api/packets/${token}`)).status).toBe(200);
  expect((await read(nurse.client, '/api/credentials/packets')).items).toMatchObject([{ id: packet.id, views: 1 }]);
  expectStatus(await nurse.client.post(`/api/credentials/packets/${packet.id}/revoke`), 200);
  expect((await read(nurse.client, '/api/credentials/packets')).items).toMatchObject([{ id: packet.id, state: 'revoked' }]);
});

const withRedis = process.env.TEST_REDIS_URL ? it : it.skip;

// Last in this file: closing a second instance beside the suite's app ends the Redis connection they share.
withRedis('drops what another API instance changed, through Redis', async () => {
  const second = await startTestApp({ READ_CACHE_SECONDS: KEEP_SECONDS }, app);
  try {
    const nurse = await liveNurse(app, {}, admin);
    const onSecond = clientWithCookie(second, 'sid', nurse.client.cookie('sid')!);
    expect(await licenceNumbers(onSecond)).toEqual([]);
    const id = await addLicence(nurse);
    await eventually(async () => expect(await licenceNumbers(onSecond)).toEqual(['RN-9001']), 1000);
    expectStatus(await nurse.client.put(`/api/credentials/licences/${id}`, { number: 'RN-9002' }), 200);
    await eventually(async () => expect(await licenceNumbers(onSecond)).toEqual(['RN-9002']), 1000);
  } finally {
    await second.close();
  }
});
