/**
 * Writes that arrive side by side keep the rules they keep one at a time: the cap on her open packets
 * holds against a burst of creates, and two saves of the same listing to her tracker store one entry
 * without an error.
 */
import { adminClient, expectStatus, liveNurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { addLicence } from './support/credential-fixtures';
import { jobBody } from './support/job-fixtures';
import { JobApplicationEntity } from '../src/modules/careers/tracker/entities/job-application.entity';
import { CredentialPacketEntity } from '../src/modules/credentials/packets/entities/credential-packet.entity';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const TOO_MANY = 'You have 20 packets whose links still work; revoke one first';

it('lets 25 creates at once from a nurse with 18 open packets make exactly 2, refusing the rest with the cap', async () => {
  const ann = await liveNurse(app, {}, admin);
  const licence = await addLicence(ann.client);
  const create = (title: string) => ann.client.post('/api/credentials/packets', { title, licenceIds: [licence], expiresInDays: 7 });
  for (let i = 0; i < 18; i++) expectStatus(await create(`Packet ${i}`), 201);

  const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => create(`Burst ${i}`)));
  expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
  const refused = answers.filter((res) => res.status !== 201);
  expect(refused.map((res) => ({ status: res.status, message: res.body.message }))).toEqual(
    Array.from({ length: 23 }, () => ({ status: 409, message: TOO_MANY })),
  );
  expect(await app.dataSource.getRepository(CredentialPacketEntity).countBy({ userId: ann.id })).toBe(20);
});

it('stores one tracker entry for two saves of the same listing at once, answering both without an error', async () => {
  const bea = await liveNurse(app, {}, admin);
  const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody()), 201).body;
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);

  const answers = await Promise.all([
    bea.client.put(`/api/job-applications/${id}`, { stage: 'saved' }),
    bea.client.put(`/api/job-applications/${id}`, { stage: 'applied' }),
  ]);
  expect(answers.map((res) => res.status)).toEqual([200, 200]);
  const rows = await app.dataSource.getRepository(JobApplicationEntity).findBy({ userId: bea.id, jobId: id });
  expect(rows).toHaveLength(1);
  expect(expectStatus(await bea.client.get('/api/job-applications'), 200).body.items).toHaveLength(1);
});
