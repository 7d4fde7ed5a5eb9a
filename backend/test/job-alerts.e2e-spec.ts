/**
 * Saved searches and job alerts over HTTP: she saves her filters; the alert pass tells her, once, of
 * listings published since that match a search with alerts on, through her notifications; listings
 * published before she saved it, or that do not match, are not news. Only she sees her searches.
 */
import { NotificationEntity } from '../src/modules/notifications/entities/notification.entity';
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

const unique = () => `zq${Math.random().toString(36).slice(2, 10)}`;

async function publish(overrides: Record<string, unknown>): Promise<number> {
  const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody(overrides)), 201).body;
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  return id;
}

async function save(nurse: Nurse, body: Record<string, unknown>): Promise<number> {
  return expectStatus(await nurse.client.post('/api/job-alerts', body), 201).body.id;
}

const runPass = async () => expectStatus(await admin.post('/api/admin/job-alerts/run'), 200).body.alerted as number;

/** The pass leaves listings of its last two seconds (maybe not yet committed) to the next one: run it until they count. */
const PASS_SETTLES_MS = 10_000;
const untilAlerted = (nurse: Nurse, texts: string[]) =>
  eventually(async () => {
    await runPass();
    expect(await alertTexts(nurse)).toEqual(texts);
  }, PASS_SETTLES_MS);

async function alertTexts(nurse: Nurse): Promise<string[]> {
  const { items } = expectStatus(await nurse.client.get('/api/notifications'), 200).body;
  return (items as { category: string; text: string }[]).filter(({ category }) => category === 'job-alert').map(({ text }) => text);
}

it('tells her once of a new listing that matches a saved search, and not of others', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const word = unique();
  await publish({ title: `Wound care ${word} before`, state: 'TX' });
  await save(nurse, { name: 'Wound care in Texas', filters: { q: word, state: ['TX'], minPay: 40, minPayUnit: 'hourly' } });
  await publish({ title: `Wound care ${word} new`, state: 'TX' });
  await publish({ title: `Wound care ${word} in Florida`, state: 'FL' });
  await publish({ title: `Wound care ${word} underpaid`, state: 'TX', payMin: 20, payMax: 30 });

  await untilAlerted(nurse, ['1 new job matches “Wound care in Texas”']);
  // Once counted, a listing is never news again: another pass adds nothing to her notification.
  await runPass();
  const rows = await app.dataSource.getRepository(NotificationEntity).findBy({ userId: nurse.id, category: 'job-alert' });
  expect(rows.map(({ count }) => count)).toEqual([1]);
});

it('stays quiet for a saved search with alerts off', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const word = unique();
  const id = await save(nurse, { name: 'Just browsing', filters: { q: word }, alertsOn: false });
  await publish({ title: `Telemetry ${word}` });
  expectStatus(await nurse.client.put(`/api/job-alerts/${id}`, { name: 'Just browsing', filters: { q: word }, alertsOn: true }), 200);
  // Switched on after the first listing: only the one published since is news.
  await publish({ title: `Telemetry ${word} again` });
  await untilAlerted(nurse, ['1 new job matches “Just browsing”']);
});

it('keeps her saved searches hers: listed, changed and deleted by her alone', async () => {
  const [ana, ben] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const id = await save(ana, { name: 'Nights', filters: { shift: ['nights'], practiceOnly: true } });
  expect(expectStatus(await ana.client.get('/api/job-alerts'), 200).body.items).toMatchObject([
    { id, name: 'Nights', alertsOn: true, filters: { shift: ['nights'], practiceOnly: true } },
  ]);
  expect(expectStatus(await ben.client.get('/api/job-alerts'), 200).body.items).toEqual([]);
  expect((await ben.client.put(`/api/job-alerts/${id}`, { name: 'Mine now', filters: {} })).status).toBe(404);
  expect((await ben.client.request('DELETE', `/api/job-alerts/${id}`)).status).toBe(404);
  expectStatus(await ana.client.request('DELETE', `/api/job-alerts/${id}`), 200);
  expect(expectStatus(await ana.client.get('/api/job-alerts'), 200).body.items).toEqual([]);
});

it('refuses filters a search would refuse, naming the field', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const noUnit = expectStatus(await nurse.client.post('/api/job-alerts', { name: 'Pay', filters: { minPay: 40 } }), 400);
  expect(noUnit.body.errors).toEqual([{ field: 'minPayUnit', message: 'Give minPayUnit with minPay (hourly, weekly or annual)' }]);
  const badShift = expectStatus(await nurse.client.post('/api/job-alerts', { name: 'Shift', filters: { shift: ['evenings'] } }), 400);
  expect(badShift.body.message).toBe('shift is one or more of days, nights, rotating, weekends');
});
