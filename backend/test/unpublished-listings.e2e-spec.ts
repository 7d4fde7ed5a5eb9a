/**
 * A listing that was never published stays the administrators' alone: a draft closed before it was
 * ever opened is not readable by nurses at its address, and cannot be saved to a tracker; the
 * administrator still reads it.
 */
import type { ApiClient } from './support/api-client';
import { adminAndNurse, expectStatus, type Nurse } from './support/actors';
import { jobBody } from './support/job-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let nurse: Nurse;

beforeAll(async () => ({ admin, nurse } = await adminAndNurse(app)));

const NOT_FOUND = { statusCode: 404, message: 'That job listing was not found' };

async function draft(): Promise<number> {
  return expectStatus(await admin.post('/api/admin/jobs', jobBody({ employer: 'Unseen Hospital' })), 201).body.id;
}

it('keeps a draft closed before it was published unseen by nurses, at its address and in her tracker', async () => {
  const id = await draft();
  expectStatus(await admin.post(`/api/admin/jobs/${id}/close`), 200);

  const read = await nurse.client.get(`/api/jobs/${id}`);
  expect({ status: read.status, body: read.body }).toEqual({ status: 404, body: NOT_FOUND });
  const saved = await nurse.client.put(`/api/job-applications/${id}`, {});
  expect(saved.status).toBe(404);
  expect(expectStatus(await nurse.client.get('/api/job-applications'), 200).body.items).toEqual([]);

  expect(expectStatus(await admin.get(`/api/admin/jobs/${id}`), 200).body).toMatchObject({
    id,
    status: 'closed',
    employer: 'Unseen Hospital',
  });
});

it('still shows nurses a published listing once it is closed', async () => {
  const id = await draft();
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  expectStatus(await admin.post(`/api/admin/jobs/${id}/close`), 200);
  expect(expectStatus(await nurse.client.get(`/api/jobs/${id}`), 200).body).toMatchObject({ id, status: 'closed' });
});
