/**
 * Reminders that are claimed are raised: a renewal milestone or a job alert whose notification cannot
 * be stored is not marked sent, so the next pass sends it, once. The hourly job alert pass runs once
 * an hour however many instances fire it.
 */
import { JobEntity } from '../src/modules/careers/jobs/entities/job.entity';
import { JobAlertEntity } from '../src/modules/careers/alerts/entities/job-alert.entity';
import { JobAlertScheduleService } from '../src/modules/careers/alerts/job-alert-schedule.service';
import { JobAlertsService } from '../src/modules/careers/alerts/job-alerts.service';
import { RenewalReminderEntity } from '../src/modules/credentials/renewals/entities/renewal-reminder.entity';
import { RenewalClock } from '../src/modules/credentials/renewals/renewal-clock.service';
import { addDays } from '../src/modules/credentials/renewals/renewal-milestones';
import { NotificationEntity } from '../src/modules/notifications/entities/notification.entity';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, uniqueWord, type Nurse } from './support/actors';
import { jobBody } from './support/job-fixtures';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

afterEach(() => jest.restoreAllMocks());

/** The next notification stored on this instance fails, as a full disk or a lost connection would. */
function failNextNotification(instance: TestApp): void {
  jest.spyOn(instance.nest.get(NotificationsRepository), 'record').mockRejectedValueOnce(new Error('The disk is full'));
}

const notificationsOf = (nurse: Nurse, category: string) =>
  app.dataSource.getRepository(NotificationEntity).findBy({ userId: nurse.id, category: category as NotificationEntity['category'] });

describe('a renewal reminder whose notification fails', () => {
  it('is not marked sent, and the next run sends it once', async () => {
    const ann = await liveNurse(app, {}, admin);
    const expiry = '2033-03-31';
    const licence = {
      type: 'RN',
      state: 'TX',
      number: 'TX-RN-7710',
      multistate: false,
      issueDate: '2020-01-15',
      expiryDate: expiry,
      status: 'active',
    };
    expectStatus(await ann.client.post('/api/credentials/licences', licence), 201);
    jest.spyOn(app.nest.get(RenewalClock), 'now').mockReturnValue(new Date(`${addDays(expiry, -30)}T12:00:00Z`));

    failNextNotification(app);
    expect(expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200).body.sent).toBe(0);
    expect(await notificationsOf(ann, 'credential-renewal')).toEqual([]);
    expect(await app.dataSource.getRepository(RenewalReminderEntity).findBy({ userId: ann.id })).toEqual([]);

    expect(expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200).body.sent).toBe(1);
    expect(expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200).body.sent).toBe(0);
    const rows = await notificationsOf(ann, 'credential-renewal');
    expect(rows.map(({ count, detail }) => ({ count, detail }))).toEqual([
      { count: 1, detail: 'Your RN licence (Texas) expires in 30 days, on 31 Mar 2033' },
    ]);
    expect(await app.dataSource.getRepository(RenewalReminderEntity).findBy({ userId: ann.id })).toHaveLength(1);
  });
});

/**
 * A saved search checked a minute ago and a matching listing published since: the next pass counts
 * it at once (the pass leaves only the last two seconds' listings to the one after).
 */
async function searchWithNews(nurse: Nurse): Promise<{ alertId: number; checkedAt: Date }> {
  const word = uniqueWord();
  const alertId = expectStatus(await nurse.client.post('/api/job-alerts', { name: 'Nights', filters: { q: word } }), 201).body.id;
  const jobId = expectStatus(await admin.post('/api/admin/jobs', jobBody({ title: `Night nurse ${word}` })), 201).body.id;
  expectStatus(await admin.post(`/api/admin/jobs/${jobId}/open`), 200);
  const checkedAt = new Date(Date.now() - 60_000);
  await app.dataSource.getRepository(JobAlertEntity).update({ id: alertId }, { checkedAt });
  await app.dataSource.getRepository(JobEntity).update({ id: jobId }, { publishedAt: new Date(Date.now() - 30_000) });
  return { alertId, checkedAt };
}

describe('a job alert whose notification fails', () => {
  it('leaves the saved search unchecked, and the next pass tells her once', async () => {
    const bea = await liveNurse(app, {}, admin);
    const { alertId, checkedAt } = await searchWithNews(bea);

    failNextNotification(app);
    expect(expectStatus(await admin.post('/api/admin/job-alerts/run'), 200).body.alerted).toBe(0);
    expect(await notificationsOf(bea, 'job-alert')).toEqual([]);
    expect((await app.dataSource.getRepository(JobAlertEntity).findOneByOrFail({ id: alertId })).checkedAt).toEqual(checkedAt);

    expect(expectStatus(await admin.post('/api/admin/job-alerts/run'), 200).body.alerted).toBe(1);
    expect(expectStatus(await admin.post('/api/admin/job-alerts/run'), 200).body.alerted).toBe(0);
    const rows = await notificationsOf(bea, 'job-alert');
    expect(rows.map(({ count, detail }) => ({ count, detail }))).toEqual([{ count: 1, detail: '1 new job matches “Nights”' }]);
  });
});

describe('the hourly job alert pass on two instances', () => {
  let second: TestApp;

  beforeAll(async () => {
    second = await startTestApp({}, app);
  });

  afterAll(() => second?.close());

  it('runs on one of them for the hour, and tells her once', async () => {
    const cy = await liveNurse(app, {}, admin);
    await searchWithNews(cy);
    const passes = [app, second].map((instance) => jest.spyOn(instance.nest.get(JobAlertsService), 'runPass'));

    await Promise.all([app, second].map((instance) => instance.nest.get(JobAlertScheduleService).onSchedule()));
    expect(passes.reduce((runs, pass) => runs + pass.mock.calls.length, 0)).toBe(1);
    // Again within the same hour, as a clock firing twice or a restarted instance would.
    await second.nest.get(JobAlertScheduleService).onSchedule();
    expect(passes.reduce((runs, pass) => runs + pass.mock.calls.length, 0)).toBe(1);

    const rows = await notificationsOf(cy, 'job-alert');
    expect(rows.map(({ count, detail }) => ({ count, detail }))).toEqual([{ count: 1, detail: '1 new job matches “Nights”' }]);
  });
});
