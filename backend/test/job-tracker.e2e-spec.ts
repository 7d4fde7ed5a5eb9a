/**
 * Her job tracker over HTTP: she saves listings, moves each through the stages of applying with the day
 * of each and a private note; a listing that closes stays in it, marked, and she hears about a closing
 * or a pay change through her notifications, and her open tabs are told to read it again. Nobody else
 * sees her tracker.
 */
import { LIVE_EVENTS, utcToday } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { jobBody } from './support/job-fixtures';
import { collect, useLiveTabs } from './support/live-sockets';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const { tabOf } = useLiveTabs(app);
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function openListing(overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody(overrides)), 201).body;
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  return id;
}

async function tracker(nurse: Nurse) {
  return expectStatus(await nurse.client.get('/api/job-applications'), 200).body.items as {
    jobId: number;
    stage: string;
    stages: { stage: string; on: string }[];
    note: string;
    listingChanged: boolean;
    job: { status: string; pay: { text: string } };
  }[];
}

async function notificationTexts(nurse: Nurse): Promise<string[]> {
  const { items } = expectStatus(await nurse.client.get('/api/notifications'), 200).body;
  return (items as { text: string }[]).map(({ text }) => text);
}

it('saves a listing and moves it through the stages with their days and a private note', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const jobId = await openListing({ title: 'Cardiac step-down RN' });
  const saved = expectStatus(await nurse.client.put(`/api/job-applications/${jobId}`, {}), 200).body;
  expect(saved).toMatchObject({
    jobId,
    stage: 'saved',
    stages: [{ stage: 'saved', on: utcToday() }],
    note: '',
    job: { title: 'Cardiac step-down RN' },
  });

  expectStatus(
    await nurse.client.put(`/api/job-applications/${jobId}`, { stage: 'applied', on: daysAgo(3), note: 'Sent through the portal' }),
    200,
  );
  const interviewing = expectStatus(await nurse.client.put(`/api/job-applications/${jobId}`, { stage: 'interviewing' }), 200).body;
  expect(interviewing).toMatchObject({
    stage: 'interviewing',
    note: 'Sent through the portal',
    stages: [
      { stage: 'saved', on: utcToday() },
      { stage: 'applied', on: daysAgo(3) },
      { stage: 'interviewing', on: utcToday() },
    ],
  });
  expect((await tracker(nurse)).map(({ jobId: id, stage }) => ({ id, stage }))).toEqual([{ id: jobId, stage: 'interviewing' }]);

  const future = expectStatus(await nurse.client.put(`/api/job-applications/${jobId}`, { stage: 'offer', on: '2999-01-01' }), 400);
  expect(future.body.errors).toEqual([{ field: 'on', message: 'The day cannot be after today' }]);
  expect((await tracker(nurse))[0].stage).toBe('interviewing');
});

it('is hers alone: another nurse sees an empty tracker and cannot read or remove her entries', async () => {
  const [ana, ben] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const jobId = await openListing();
  expectStatus(await ana.client.put(`/api/job-applications/${jobId}`, { note: 'Ask about the float pool' }), 200);
  expect(await tracker(ben)).toEqual([]);
  expect((await ben.client.get(`/api/job-applications/${jobId}`)).status).toBe(404);
  expect((await ben.client.request('DELETE', `/api/job-applications/${jobId}`)).status).toBe(404);
  expect((await tracker(ana)).map(({ note }) => note)).toEqual(['Ask about the float pool']);

  expectStatus(await ana.client.request('DELETE', `/api/job-applications/${jobId}`), 200);
  expect(await tracker(ana)).toEqual([]);
});

it('keeps a closed listing in her tracker, marked, and tells her; a closed listing cannot be saved anew', async () => {
  const [nurse, latecomer] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const jobId = await openListing({ title: 'PACU RN', employer: 'Bayside Surgical' });
  expectStatus(await nurse.client.put(`/api/job-applications/${jobId}`, { stage: 'applied' }), 200);
  expectStatus(await admin.post(`/api/admin/jobs/${jobId}/close`), 200);

  const [entry] = await tracker(nurse);
  expect(entry).toMatchObject({ jobId, stage: 'applied', listingChanged: true, job: { status: 'closed' } });
  expect(await notificationTexts(nurse)).toContain('PACU RN at Bayside Surgical has closed');
  const refused = expectStatus(await latecomer.client.put(`/api/job-applications/${jobId}`, {}), 409);
  expect(refused.body.message).toBe('This listing is closed: it can no longer be saved');

  // Moving it on clears the mark.
  expectStatus(await nurse.client.put(`/api/job-applications/${jobId}`, { stage: 'withdrawn' }), 200);
  expect((await tracker(nurse))[0].listingChanged).toBe(false);
});

it('tells those following a listing of a pay change, and their open tabs, and not those who have moved on', async () => {
  const [following, declined] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const jobId = await openListing({ title: 'Dialysis RN', employer: 'Prairie Kidney Care' });
  expectStatus(await following.client.put(`/api/job-applications/${jobId}`, {}), 200);
  expectStatus(await declined.client.put(`/api/job-applications/${jobId}`, { stage: 'declined' }), 200);
  const [followingTab, declinedTab] = [await tabOf(following), await tabOf(declined)];
  const toFollowing = collect<{ jobId: number }>(followingTab, LIVE_EVENTS.trackedJob);
  const toDeclined = collect(declinedTab, LIVE_EVENTS.trackedJob);
  expectStatus(
    await admin.put(`/api/admin/jobs/${jobId}`, jobBody({ title: 'Dialysis RN', employer: 'Prairie Kidney Care', payMin: 52, payMax: 66 })),
    200,
  );

  expect(await notificationTexts(following)).toContain('The pay of Dialysis RN at Prairie Kidney Care is now $52–$66 an hour');
  expect((await tracker(following))[0]).toMatchObject({ listingChanged: true, job: { pay: { text: '$52–$66 an hour' } } });
  expect(await notificationTexts(declined)).not.toContain('The pay of Dialysis RN at Prairie Kidney Care is now $52–$66 an hour');
  await eventually(() => expect(toFollowing).toEqual([{ jobId }]));
  // A second event to her, after which one to him from the first would have arrived too.
  expectStatus(await admin.post(`/api/admin/jobs/${jobId}/close`), 200);
  await eventually(() => expect(toFollowing).toEqual([{ jobId }, { jobId }]));
  expect(toDeclined).toEqual([]);
});

it('cannot save a draft or a listing that does not exist', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const { id: draftId } = expectStatus(await admin.post('/api/admin/jobs', jobBody()), 201).body;
  for (const jobId of [draftId, 999_999]) {
    const res = await nurse.client.put(`/api/job-applications/${jobId}`, {});
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'That job listing was not found' });
  }
});

it('counts for the administrator the nurses a closing would tell: those following it, not those who moved on', async () => {
  const [saved, applied, declined] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  const jobId = await openListing({ title: 'Float pool RN' });
  const following = async () => expectStatus(await admin.get(`/api/admin/jobs/${jobId}/followers`), 200).body;
  expect(await following()).toEqual({ count: 0 });

  expectStatus(await saved.client.put(`/api/job-applications/${jobId}`, {}), 200);
  expectStatus(await applied.client.put(`/api/job-applications/${jobId}`, { stage: 'applied' }), 200);
  expectStatus(await declined.client.put(`/api/job-applications/${jobId}`, { stage: 'declined' }), 200);
  expect(await following()).toEqual({ count: 2 });

  expect((await saved.client.get(`/api/admin/jobs/${jobId}/followers`)).status).toBe(401);
  const missing = expectStatus(await admin.get('/api/admin/jobs/999999/followers'), 404);
  expect(missing.body.message).toBe('That job listing was not found');
});
