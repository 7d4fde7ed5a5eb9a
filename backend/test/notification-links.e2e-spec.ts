/**
 * Where a notification leads, as the bell and the digest give it: a job alert to her saved searches, a
 * followed listing that closed or changed its pay to its details in her applications, a renewal
 * reminder to her wallet.
 */
import { RenewalClock } from '../src/modules/credentials/renewals/renewal-clock.service';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { jobBody } from './support/job-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

afterAll(() => jest.restoreAllMocks());

async function openListing(overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody(overrides)), 201).body;
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  return id;
}

async function linksOf(nurse: Nurse, category: string): Promise<string[]> {
  const { items } = expectStatus(await nurse.client.get('/api/notifications'), 200).body;
  return (items as { category: string; link: string }[]).filter((item) => item.category === category).map(({ link }) => link);
}

it('leads a job alert to her saved searches on the job board', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const word = `zq${Math.random().toString(36).slice(2, 10)}`;
  expectStatus(await nurse.client.post('/api/job-alerts', { name: 'Nights', filters: { q: word } }), 201);
  await openListing({ title: `Telemetry ${word}` });
  // The pass leaves listings of its last two seconds to the next one: run it until hers counts.
  await eventually(async () => {
    expectStatus(await admin.post('/api/admin/job-alerts/run'), 200);
    expect(await linksOf(nurse, 'job-alert')).toEqual(['/areas-of-interest?tab=jobs&view=saved-searches']);
  }, 10_000);
});

it('leads a closed listing and a pay change to the listing in her applications', async () => {
  const [closing, repriced] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const closedId = await openListing({ title: 'PACU RN' });
  const repricedId = await openListing({ title: 'Dialysis RN', employer: 'Prairie Kidney Care' });
  expectStatus(await closing.client.put(`/api/job-applications/${closedId}`, { stage: 'applied' }), 200);
  expectStatus(await repriced.client.put(`/api/job-applications/${repricedId}`, {}), 200);

  expectStatus(await admin.post(`/api/admin/jobs/${closedId}/close`), 200);
  const newPay = jobBody({ title: 'Dialysis RN', employer: 'Prairie Kidney Care', payMin: 52, payMax: 66 });
  expectStatus(await admin.put(`/api/admin/jobs/${repricedId}`, newPay), 200);

  expect(await linksOf(closing, 'job-update')).toEqual([`/areas-of-interest?tab=jobs&view=applications&job=${closedId}`]);
  expect(await linksOf(repriced, 'job-update')).toEqual([`/areas-of-interest?tab=jobs&view=applications&job=${repricedId}`]);
});

it('leads a renewal reminder to the certification in her wallet, which only she can look up', async () => {
  const [nurse, other] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const body = { name: 'acls', issuer: 'American Heart Association', issueDate: '2020-01-15', expiryDate: '2037-03-31' };
  const { id: entryId } = expectStatus(await nurse.client.post('/api/credentials/certifications', body), 201).body;
  jest.spyOn(app.nest.get(RenewalClock), 'now').mockReturnValue(new Date('2037-03-01T12:00:00Z'));
  expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200);
  const links = await linksOf(nurse, 'credential-renewal');
  expect(links).toEqual([expect.stringMatching(/^\/wallet\?reminder=\d+$/)]);

  const reminder = `/api/credentials/renewal-reminders/${links[0]!.split('=')[1]}`;
  expect(expectStatus(await nurse.client.get(reminder), 200).body).toEqual({ kind: 'certifications', entryId });
  expect(expectStatus(await other.client.get(reminder), 404).body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expectStatus(await nurse.client.get('/api/credentials/renewal-reminders/abc'), 400);
});
