/**
 * Connection requests between live nurses: one per pair, answered only by the nurse asked, listed
 * for the nurse they concern, with the daily limit on new requests.
 */
import { ERRORS } from '@nurse/domain';
import { ConnectionEntity } from '../src/modules/connections/entities/connection.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, PUBLIC_PROFILE_FIELDS, setStatus, walkPages, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const REQUESTS_PER_DAY = 4;
const app = useTestApp({ CONNECTION_REQUESTS_PER_DAY: String(REQUESTS_PER_DAY) });
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const nurse = () => liveNurse(app, {}, admin);
const ask = (from: Nurse, to: Nurse, message = 'Hello, I would like to connect.') =>
  from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, requesterId: from.id, message });
const answer = (by: Nurse, connectionId: number, status: string) => by.client.put(`/api/connections/${connectionId}/status`, { status });
const statusOf = async (viewer: Nurse, other: Nurse) =>
  expectStatus(await viewer.client.get(`/api/users/${viewer.id}/connection-status/${other.id}`), 200).body;
const pendingFor = async (addressee: Nurse, query = '') =>
  expectStatus(await addressee.client.get(`/api/users/${addressee.id}/connection-requests?${query}`), 200).body;
const connectionsOf = async (owner: Nurse, query = '') =>
  expectStatus(await owner.client.get(`/api/users/${owner.id}/connections?${query}`), 200).body;

it('asks with a note, which the nurse asked sees with who asked; both see it pending', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const { body: request } = expectStatus(await ask(ana, ben, '  We met at the ICU conference.  '), 201);
  expect(request).toMatchObject({ requesterId: ana.id, addresseeId: ben.id, status: 'pending', message: 'We met at the ICU conference.' });

  const received = await pendingFor(ben);
  expect(received.total).toBe(1);
  expect(received.items).toEqual([
    {
      id: request.id,
      requesterId: ana.id,
      requester: { name: ana.name, profileImage: null },
      message: 'We met at the ICU conference.',
      status: 'pending',
      createdAt: expect.any(String),
    },
  ]);
  expect((await pendingFor(ana)).total).toBe(0);
  expect(await statusOf(ana, ben)).toEqual({ id: request.id, status: 'pending', requesterId: ana.id });
  expect(await statusOf(ben, ana)).toEqual({ id: request.id, status: 'pending', requesterId: ana.id });
  const stored = await app.dataSource.getRepository(ConnectionEntity).findOneByOrFail({ id: request.id });
  expect(stored).toMatchObject({ requesterId: ana.id, addresseeId: ben.id, status: 'pending' });
});

it('keeps one request per pair and says what to do instead', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const { body: request } = expectStatus(await ask(ana, ben), 201);
  expect(expectStatus(await ask(ana, ben), 409).body.message).toBe(ERRORS.alreadyRequested);
  expect(expectStatus(await ask(ben, ana), 409).body.message).toBe(ERRORS.askedByOther);
  expectStatus(await answer(ben, request.id, 'accepted'), 200);
  expect(expectStatus(await ask(ben, ana), 409).body.message).toBe(ERRORS.alreadyConnected);
  expect(await app.dataSource.getRepository(ConnectionEntity).countBy({ lowUserId: Math.min(ana.id, ben.id) })).toBe(1);
});

it('connects both ways on accept, and lists each as the other sees them', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const { body: request } = expectStatus(await ask(ana, ben), 201);
  expect(expectStatus(await answer(ben, request.id, 'accepted'), 200).body).toMatchObject({ id: request.id, status: 'accepted' });
  expect(await statusOf(ana, ben)).toMatchObject({ status: 'accepted' });
  expect((await pendingFor(ben)).total).toBe(0);

  const anas = await connectionsOf(ana);
  expect(anas.total).toBe(1);
  expect(anas.items.map((u: { id: number }) => u.id)).toEqual([ben.id]);
  expect(Object.keys(anas.items[0]).sort()).toEqual([...PUBLIC_PROFILE_FIELDS, 'connectionId'].sort());
  expect((await connectionsOf(ben)).items.map((u: { id: number }) => u.id)).toEqual([ana.id]);
});

it('lets only the nurse asked answer, once', async () => {
  const [ana, ben, cy] = [await nurse(), await nurse(), await nurse()];
  const { body: request } = expectStatus(await ask(ana, ben), 201);
  expect(expectStatus(await answer(ana, request.id, 'accepted'), 403).body.message).toBe(ERRORS.onlyAddresseeAnswers);
  expect(expectStatus(await answer(cy, request.id, 'accepted'), 404).body.message).toBe(ERRORS.connectionNotFound);
  expectStatus(await answer(ben, 999_999_999, 'accepted'), 404);
  expectStatus(await answer(ben, request.id, 'rejected'), 200);
  expect(expectStatus(await answer(ben, request.id, 'accepted'), 409).body.message).toBe(ERRORS.connectionAnswered);
  expect(await app.dataSource.getRepository(ConnectionEntity).findOneByOrFail({ id: request.id })).toMatchObject({ status: 'ignored' });
});

it('reads a declined request as rejected; the nurse declined may not ask again, the one who declined may', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const { body: request } = expectStatus(await ask(ana, ben), 201);
  expectStatus(await answer(ben, request.id, 'ignored'), 200);
  expect(await statusOf(ana, ben)).toEqual({ id: request.id, status: 'rejected', requesterId: ana.id });
  expect(expectStatus(await ask(ana, ben), 409).body.message).toBe(ERRORS.requestDeclined);
  const { body: again } = expectStatus(await ask(ben, ana, 'Sorry, I clicked the wrong button.'), 201);
  expect(again).toMatchObject({ id: request.id, requesterId: ben.id, addresseeId: ana.id, status: 'pending' });
  expect((await pendingFor(ana)).items.map((r: { id: number }) => r.id)).toEqual([request.id]);
});

it('acts only as the signed-in nurse', async () => {
  const [ana, ben, cy] = [await nurse(), await nurse(), await nurse()];
  const asOther = { userId1: ben.id, userId2: cy.id, requesterId: ben.id, message: 'Hi' };
  expectStatus(await ana.client.post('/api/connections/request', asOther), 403);
  expectStatus(await ana.client.post('/api/connections/request', { ...asOther, requesterId: ana.id }), 403);
  expectStatus(
    await ana.client.post('/api/connections/request', { userId1: ana.id, userId2: ben.id, requesterId: cy.id, message: 'Hi' }),
    403,
  );
  expect(await app.dataSource.getRepository(ConnectionEntity).countBy({ requesterId: ben.id })).toBe(0);
  expectStatus(await ana.client.get(`/api/users/${ben.id}/connection-requests`), 403);
  expectStatus(await ana.client.get(`/api/users/${ben.id}/connections`), 403);
  expectStatus(await ana.client.get(`/api/users/${ben.id}/connection-status/${cy.id}`), 403);
});

it('refuses a note that is blank or too long, yourself, and nurses not on the network', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  expect(expectStatus(await ask(ana, ben, '   '), 400).body.message).toBe(ERRORS.connectionNoteRequired);
  expect(expectStatus(await ask(ana, ben, 'x'.repeat(501)), 400).body.message).toBe(ERRORS.connectionNoteTooLong);
  expect(expectStatus(await ask(ana, ana), 400).body.message).toBe(ERRORS.connectionWithSelf);
  const missing = { id: 999_999_999 } as Nurse;
  expectStatus(await ana.client.post('/api/connections/request', { userId1: ana.id, userId2: missing.id, message: 'Hi' }), 404);
  await setStatus(admin, ben.id, 'pending');
  expect(expectStatus(await ask(ana, ben), 404).body.message).toBe(ERRORS.userNotFound);
});

it('hides requests and connections of nurses no longer live', async () => {
  const [ana, ben, cy] = [await nurse(), await nurse(), await nurse()];
  expectStatus(await ask(ben, ana), 201);
  const { body: request } = expectStatus(await ask(cy, ana), 201);
  expectStatus(await answer(ana, request.id, 'accepted'), 200);
  await setStatus(admin, ben.id, 'pending');
  await setStatus(admin, cy.id, 'pending');
  expect(await pendingFor(ana)).toMatchObject({ items: [], total: 0 });
  expect(await connectionsOf(ana)).toMatchObject({ items: [], total: 0 });
});

it('pages requests and connections newest first by cursor', async () => {
  const ana = await nurse();
  const askers: Nurse[] = [];
  for (let i = 0; i < 3; i += 1) {
    const asker = await nurse();
    expectStatus(await ask(asker, ana), 201);
    askers.push(asker);
  }
  const requestPages = await walkPages(async (cursor) => pendingFor(ana, `pageSize=2${cursor}`));
  expect(requestPages.map((page) => page.items.map((r: { requesterId: number }) => r.requesterId))).toEqual([
    [askers[2].id, askers[1].id],
    [askers[0].id],
  ]);
  expect(requestPages.map((page) => page.total)).toEqual([3, 3]);
  for (const request of requestPages.flatMap((page) => page.items)) expectStatus(await answer(ana, request.id, 'accepted'), 200);
  const connectionPages = await walkPages(async (cursor) => connectionsOf(ana, `pageSize=2${cursor}`));
  expect(connectionPages.flatMap((page) => page.items.map((u: { id: number }) => u.id))).toEqual(askers.map((a) => a.id).reverse());
});

it('limits new requests per day, with a 429 that says so', async () => {
  const ana = await nurse();
  for (let i = 0; i < REQUESTS_PER_DAY; i += 1) expectStatus(await ask(ana, await nurse()), 201);
  const refused = expectStatus(await ask(ana, await nurse()), 429);
  expect(refused.body.message).toBe(ERRORS.connectionRequestsPerDay(REQUESTS_PER_DAY));
  expect(await app.dataSource.getRepository(ConnectionEntity).countBy({ requesterId: ana.id })).toBe(REQUESTS_PER_DAY);
});

it('counts towards the daily limit every request sent, whatever became of it since', async () => {
  const ana = await nurse();
  const asked = [];
  for (let i = 0; i < REQUESTS_PER_DAY; i += 1) {
    const other = await nurse();
    expectStatus(await ask(ana, other), 201);
    asked.push(other);
  }
  for (const other of asked) {
    expectStatus(await ana.client.post(`/api/users/${ana.id}/blocks`, { blockedUserId: other.id }), 204);
    expectStatus(await ana.client.request('DELETE', `/api/users/${ana.id}/blocks/${other.id}`), 204);
  }
  expect(expectStatus(await ask(ana, await nurse()), 429).body.message).toBe(ERRORS.connectionRequestsPerDay(REQUESTS_PER_DAY));
  expect(expectStatus(await ask(ana, asked[0]), 429).body.message).toBe(ERRORS.connectionRequestsPerDay(REQUESTS_PER_DAY));
});

it('makes one request of two sent at the same moment by the pair', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const statuses = (await Promise.all([ask(ana, ben), ask(ben, ana)])).map((res) => res.status).sort();
  expect(statuses).toEqual([201, 409]);
  expect(await app.dataSource.getRepository(ConnectionEntity).countBy({ lowUserId: Math.min(ana.id, ben.id) })).toBe(1);
});
