/**
 * The guard for patient information: a message whose text shows signs of it is refused until the
 * sender confirms it holds none, for a message and a message request alike; her confirmation is kept
 * with the message, and a refused message stores nothing.
 */
import { patientInformationQuestion } from '@nurse/domain';
import { MessageEntity } from '../src/modules/messaging/entities/message.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, connectedPair, expectStatus, liveNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const send = (from: Nurse, to: Nurse, content: string, patientInformationConfirmed?: boolean) =>
  from.client.post('/api/messages', {
    toUserId: to.id,
    content,
    ...(patientInformationConfirmed === undefined ? {} : { patientInformationConfirmed }),
  });
const storedBetween = (from: Nurse, to: Nurse) =>
  app.dataSource.getRepository(MessageEntity).findBy({ fromUserId: from.id, toUserId: to.id });

const RECORD = 'Can you check MRN 00482913 before handover?';

it('refuses a message with a record number until she confirms, naming what it saw, and stores nothing', async () => {
  const [ana, ben] = await connectedPair(app, admin);

  const refused = expectStatus(await send(ana, ben, RECORD), 400);
  const question = patientInformationQuestion(['medical-record-number']);
  expect(refused.body.message).toBe(question);
  expect(refused.body.errors).toEqual([{ field: 'patientInformationConfirmed', message: question }]);
  expectStatus(await send(ana, ben, RECORD, false), 400);
  expect(await storedBetween(ana, ben)).toEqual([]);
});

it('sends it once she confirms, keeping when she confirmed', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const before = Date.now();

  expectStatus(await send(ana, ben, RECORD, true), 201);

  const [stored] = await storedBetween(ana, ben);
  expect(stored.content).toBe(RECORD);
  expect(stored.patientInformationConfirmedAt?.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
});

it('lets everyday talk through without asking, and keeps no confirmation', async () => {
  const [ana, ben] = await connectedPair(app, admin);

  expectStatus(await send(ana, ben, 'Two of my patients had COPD last night; are you on the sepsis in-service?'), 201);

  const [stored] = await storedBetween(ana, ben);
  expect(stored.patientInformationConfirmedAt).toBeNull();
});

it('asks before a message request too', async () => {
  const [ana, ben] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  for (const nurse of [ana, ben])
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
  expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);

  const refused = expectStatus(await send(ana, ben, 'Mr. Alvarez in room 4 bed 2 has sepsis'), 400);
  expect(refused.body.message).toBe(patientInformationQuestion(['room-and-bed', 'named-patient-diagnosis']));
  expect(await storedBetween(ana, ben)).toEqual([]);

  expectStatus(await send(ana, ben, 'Mr. Alvarez in room 4 bed 2 has sepsis', true), 201);
  expect(expectStatus(await ben.client.get('/api/message-requests'), 200).body.items).toHaveLength(1);
});

it('refuses a confirmation that is not true or false', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const res = expectStatus(
    await ana.client.post('/api/messages', { toUserId: ben.id, content: 'Hello', patientInformationConfirmed: 'yes' }),
    400,
  );
  expect(res.body.message).toBe('patientInformationConfirmed must be true or false');
});
