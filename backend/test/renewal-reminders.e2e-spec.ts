/**
 * Renewal reminders over HTTP with a clock the test moves: every milestone of a licence and a
 * certification reaches her once even when two API instances run the pass at the same moment, a
 * clock that jumps sends only the latest milestone, a renewed licence gets none of its old date's, a
 * deleted entry none at all, and her quiet hours hold the email back. An administrator's run is audited.
 */
import { NotificationDigestEntity } from '../src/modules/notifications/entities/notification-digest.entity';
import { RenewalPassEntity } from '../src/modules/credentials/renewals/entities/renewal-pass.entity';
import { RenewalClock } from '../src/modules/credentials/renewals/renewal-clock.service';
import { RenewalScheduleService } from '../src/modules/credentials/renewals/renewal-schedule.service';
import { addDays } from '../src/modules/credentials/renewals/renewal-milestones';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/eventually';
import { mailsTo } from './support/outbox';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp({ DIGEST_DELAY_SECONDS: '1' });
let second: TestApp;
let admin: ApiClient;
let adminOnSecond: ApiClient;

/** Both instances' clocks read noon UTC of that date. */
function setClock(day: string): void {
  const at = new Date(`${day}T12:00:00Z`);
  for (const instance of [app, second]) jest.spyOn(instance.nest.get(RenewalClock), 'now').mockReturnValue(at);
}

/** Runs the pass on both instances at once; answers how many reminders they sent between them. */
async function runOnBoth(day: string): Promise<number> {
  setClock(day);
  const [first, other] = await Promise.all([
    admin.post('/api/admin/renewal-reminders/run'),
    adminOnSecond.post('/api/admin/renewal-reminders/run'),
  ]);
  return expectStatus(first, 200).body.sent + expectStatus(other, 200).body.sent;
}

async function renewalTexts(nurse: Nurse): Promise<string[]> {
  const page = expectStatus(await nurse.client.get('/api/notifications?pageSize=50'), 200).body;
  return page.items
    .filter((item: { category: string }) => item.category === 'credential-renewal')
    .map((item: { text: string }) => item.text)
    .reverse();
}

const ISSUED = '2020-01-15';

async function addLicence(nurse: Nurse, expiryDate: string, state = 'TX'): Promise<number> {
  const body = { type: 'RN', state, number: `${state}-RN-4471`, multistate: false, issueDate: ISSUED, expiryDate, status: 'active' };
  return expectStatus(await nurse.client.post('/api/credentials/licences', body), 201).body.id;
}

async function addCertification(nurse: Nurse, expiryDate: string): Promise<number> {
  const body = { name: 'acls', issuer: 'American Heart Association', issueDate: ISSUED, expiryDate };
  return expectStatus(await nurse.client.post('/api/credentials/certifications', body), 201).body.id;
}

beforeAll(async () => {
  second = await startTestApp({ DIGEST_DELAY_SECONDS: '1' }, app);
  admin = await adminClient(app);
  adminOnSecond = await adminClient(second);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await second?.close();
});

describe('the daily pass on two instances', () => {
  // Each test's dates lie years apart, so one test's entries have no milestone in another's days.
  it('sends every milestone of a licence and a certification once, each on its day', async () => {
    const ann = await liveNurse(app, {}, admin);
    const expiry = '2031-01-31';
    await addLicence(ann, expiry);
    await addCertification(ann, expiry);
    const sent: number[] = [];
    for (const milestone of [90, 60, 30, 14, 7, 1, 0, -1]) {
      const day = addDays(expiry, -milestone);
      sent.push(await runOnBoth(day));
      // Again the same day, as a retry or an operator after an outage would.
      sent.push(await runOnBoth(day));
    }
    expect(sent).toEqual([2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0]);
    const texts = await renewalTexts(ann);
    expect(texts).toHaveLength(16);
    expect(new Set(texts).size).toBe(16);
    expect(texts.filter((text) => text.startsWith('Your RN licence (Texas)'))).toEqual([
      'Your RN licence (Texas) expires in 90 days, on 31 Jan 2031',
      'Your RN licence (Texas) expires in 60 days, on 31 Jan 2031',
      'Your RN licence (Texas) expires in 30 days, on 31 Jan 2031',
      'Your RN licence (Texas) expires in 14 days, on 31 Jan 2031',
      'Your RN licence (Texas) expires in 7 days, on 31 Jan 2031',
      'Your RN licence (Texas) expires tomorrow, on 31 Jan 2031',
      'Your RN licence (Texas) expires today, 31 Jan 2031',
      'Your RN licence (Texas) lapsed yesterday, on 31 Jan 2031',
    ]);
    expect(texts).toContain('Your ACLS certification expires in 30 days, on 31 Jan 2031');
    // She wants these by email unless she says otherwise: a digest carries them.
    await eventually(() => {
      expect(mailsTo(app, ann.email).some((mail) => mail.content.includes('Your RN licence (Texas) expires in'))).toBe(true);
    }, 8000);
  });

  it('sends only the latest milestone when the clock jumps over several', async () => {
    const bea = await liveNurse(app, {}, admin);
    const expiry = '2034-06-30';
    await addLicence(bea, expiry, 'FL');
    expect(await runOnBoth(addDays(expiry, -100))).toBe(0);
    expect(await runOnBoth(addDays(expiry, -10))).toBe(1);
    expect(await renewalTexts(bea)).toEqual(['Your RN licence (Florida) expires in 10 days, on 30 Jun 2034']);
    // The clock goes back: nothing already sent comes again.
    expect(await runOnBoth(addDays(expiry, -14))).toBe(0);
    expect(await renewalTexts(bea)).toHaveLength(1);
  });

  it('sends nothing of the old date once the licence is renewed, and nothing for a deleted entry', async () => {
    const cy = await liveNurse(app, {}, admin);
    const expiry = '2037-03-31';
    const licence = await addLicence(cy, expiry);
    const certification = await addCertification(cy, expiry);
    expect(await runOnBoth(addDays(expiry, -30))).toBe(2);
    expectStatus(await cy.client.put(`/api/credentials/licences/${licence}`, { expiryDate: '2039-03-31' }), 200);
    expectStatus(await cy.client.request('DELETE', `/api/credentials/certifications/${certification}`), 200);
    for (const milestone of [14, 7, 1, 0, -1]) expect(await runOnBoth(addDays(expiry, -milestone))).toBe(0);
    expect(await renewalTexts(cy)).toHaveLength(2);
    // The renewed date has milestones of its own.
    expect(await runOnBoth('2039-01-01')).toBe(1);
    expect((await renewalTexts(cy)).pop()).toBe('Your RN licence (Texas) expires in 89 days, on 31 Mar 2039');
  });

  it('keeps the email for her quiet hours: the digest waits until they end, the reminder is not lost', async () => {
    const dee = await liveNurse(app, {}, admin);
    const hour = new Date().getUTCHours();
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const quietHours = { start: pad(hour - 1), end: pad(hour + 2) };
    expectStatus(await dee.client.put('/api/settings/notifications', { timeZone: 'UTC', quietHours }), 200);
    const expiry = '2040-09-15';
    await addLicence(dee, expiry, 'NY');
    expect(await runOnBoth(addDays(expiry, -7))).toBe(1);
    const windowEnd = new Date();
    windowEnd.setUTCHours(hour + 2, 0, 0, 0);
    await eventually(async () => {
      const row = await app.dataSource.getRepository(NotificationDigestEntity).findOneByOrFail({ userId: dee.id });
      expect(row.dueAt?.getTime()).toBe(windowEnd.getTime());
    }, 8000);
    expect(mailsTo(app, dee.email).filter((mail) => mail.subject.includes('expires in'))).toHaveLength(0);
    expect(await renewalTexts(dee)).toEqual(['Your RN licence (New York) expires in 7 days, on 15 Sep 2040']);
  });
});

describe('the scheduled pass', () => {
  it('is claimed by one instance for the day and queued; its job sends the reminders', async () => {
    const fay = await liveNurse(app, {}, admin);
    const expiry = '2046-05-20';
    await addCertification(fay, expiry);
    const day = addDays(expiry, -60);
    setClock(day);
    await Promise.all([app, second].map((instance) => instance.nest.get(RenewalScheduleService).onSchedule()));
    const passes = await app.dataSource.getRepository(RenewalPassEntity).findBy({ day, trigger: 'scheduled' });
    expect(passes).toHaveLength(1);
    await eventually(async () => expect(await renewalTexts(fay)).toEqual(['Your ACLS certification expires in 60 days, on 20 May 2046']));
    await eventually(async () =>
      expect(await app.dataSource.getRepository(RenewalPassEntity).findOneByOrFail({ day, trigger: 'scheduled' })).toMatchObject({
        sent: 1,
      }),
    );
  });
});

describe('POST /api/admin/renewal-reminders/run', () => {
  it('is written to the audit log with what it sent', async () => {
    setClock('2043-01-01');
    const sent = expectStatus(await admin.post('/api/admin/renewal-reminders/run'), 200).body.sent;
    const log = expectStatus(await admin.get('/api/admin/audit-log'), 200).body;
    expect(log.items[0]).toMatchObject({ action: 'run-renewal-reminders', details: { sent } });
  });

  it('refuses a nurse and an anonymous caller', async () => {
    const eve = await liveNurse(app, {}, admin);
    expect((await eve.client.post('/api/admin/renewal-reminders/run')).status).toBe(401);
    expect((await app.client().post('/api/admin/renewal-reminders/run')).status).toBe(401);
  });
});

describe('the calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (path: string) => fetch(`${app.baseUrl}${path}`);

  it('serves her expiry dates as valid iCalendar without a session, and 404s once revoked', async () => {
    const gia = await liveNurse(app, {}, admin);
    const licence = await addLicence(gia, '2027-01-31');
    await addCertification(gia, '2028-06-30');
    expect(expectStatus(await gia.client.get('/api/credentials/calendar-feed'), 200).body).toEqual({ active: false, createdAt: null });
    const made = expectStatus(await gia.client.post('/api/credentials/calendar-feed'), 201).body;
    expect(made.url).toMatch(/^http:\/\/nurse\.test\/api\/credentials\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(expectStatus(await gia.client.get('/api/credentials/calendar-feed'), 200).body).toMatchObject({ active: true });

    const res = await fetchFeed(feedPath(made.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('cache-control')).not.toMatch(/public/);
    const ics = await res.text();
    // Every line ends with CRLF, and none is longer than 75 octets.
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270131');
    expect(lines).toContain('DTSTART;VALUE=DATE:20280630');
    expect(lines).toContain(`UID:licences-${licence}@nurse.test`);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(ics).toContain('SUMMARY:RN licence (Texas) expires');

    // The UID stays when the date moves, so her calendar moves the event.
    expectStatus(await gia.client.put(`/api/credentials/licences/${licence}`, { expiryDate: '2029-01-31' }), 200);
    const moved = await (await fetchFeed(feedPath(made.url))).text();
    expect(moved).toContain(`UID:licences-${licence}@nurse.test`);
    expect(moved).toContain('DTSTART;VALUE=DATE:20290131');

    expectStatus(await gia.client.request('DELETE', '/api/credentials/calendar-feed'), 200);
    expect((await fetchFeed(feedPath(made.url))).status).toBe(404);
    expect(expectStatus(await gia.client.get('/api/credentials/calendar-feed'), 200).body).toEqual({ active: false, createdAt: null });
  });

  it('makes a new URL in place of the old one, which stops working at once', async () => {
    const hal = await liveNurse(app, {}, admin);
    const first = expectStatus(await hal.client.post('/api/credentials/calendar-feed'), 201).body.url;
    const second = expectStatus(await hal.client.post('/api/credentials/calendar-feed'), 201).body.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(feedPath(first))).status).toBe(404);
    expect((await fetchFeed(feedPath(second))).status).toBe(200);
  });

  it('is hers alone: another nurse rotating or revoking changes only her own', async () => {
    const [ivy, jo] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
    await addLicence(ivy, '2030-05-05');
    const ivys = expectStatus(await ivy.client.post('/api/credentials/calendar-feed'), 201).body.url;
    expect((await jo.client.request('DELETE', '/api/credentials/calendar-feed')).status).toBe(404);
    const jos = expectStatus(await jo.client.post('/api/credentials/calendar-feed'), 201).body.url;
    expectStatus(await jo.client.request('DELETE', '/api/credentials/calendar-feed'), 200);
    const hers = await fetchFeed(feedPath(ivys));
    expect(hers.status).toBe(200);
    expect(await hers.text()).toContain('DTSTART;VALUE=DATE:20300505');
    expect((await fetchFeed(feedPath(jos))).status).toBe(404);
  });

  it.each(['unknown', `${'a'.repeat(43)}.ics`, `${'a'.repeat(43)}.txt`])('answers 404 at once for %s', async (file) => {
    const res = await fetchFeed(`/api/credentials/calendar-feed/${file}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
  });
});
