/**
 * Work owed comes back after an outage longer than every attempt of its job: once the mail server or
 * the database is back, the next sweep delivers each email, digest and career plan exactly once, and
 * a row that fails for good holds nothing back. The sweeps are run here as the minute's timer would
 * run them. SQLite with in-process jobs, or MariaDB/MySQL with BullMQ when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set; the database outage runs on a MariaDB of the test's own.
 */
import { UnitOfWork } from '../src/database/unit-of-work.service';
import { JobQueue } from '../src/jobs/job-queue';
import { MailOutbox } from '../src/mail/mail-outbox.service';
import { MailOutboxEntity } from '../src/mail/mail-outbox.entity';
import { CareerPlanSweep } from '../src/modules/careers/recommendations/career-plan-sweep.service';
import { DigestScheduleService } from '../src/modules/notifications/digest-schedule.service';
import { adminClient, expectStatus, liveNurse, pendingNurse, uniqueEmail, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { NO_MARIADB_SERVER, startMariaDbServer, type OwnMariaDb } from './support/mariadb-server';
import { SUBJECTS } from './support/outbox';
import { startSmtpServer, type OwnSmtpServer } from './support/smtp-server';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Short waits between a job's attempts: all five fail within a second. */
const FAST_JOBS = { JOB_RETRY_DELAY_MS: '20', DIGEST_DELAY_SECONDS: '2', DIGEST_SPACING_SECONDS: '1' };
/** The sweep of a couple of minutes later, when an email that failed a run may be queued again. */
const twoMinutesOn = () => new Date(Date.now() + 2 * 60_000);

const jobs = (app: TestApp) => app.nest.get(JobQueue);
const failedJobs = async (app: TestApp) => (await jobs(app).counts()).failed;
/** Resolves once no job is waiting, delayed or running. */
const queueIdle = (app: TestApp) =>
  eventually(async () => expect(await jobs(app).counts()).toMatchObject({ waiting: 0, active: 0, delayed: 0 }), 60_000);
const digestsTo = (smtp: OwnSmtpServer, address: string) => smtp.to(address).filter((mail) => /List-Unsubscribe-Post/i.test(mail.raw));

/** Stores an email as a change's transaction does, without queueing it; answers its outbox id. */
const storeMail = (app: TestApp, to: string) =>
  app.nest
    .get(UnitOfWork)
    .run((tx) => app.nest.get(MailOutbox).add(tx, to, { template: 'welcome', name: 'Colleague', appUrl: app.config.appUrl }));

/** Runs every sweep once, as each process running jobs does every minute. */
async function sweepAll(app: TestApp): Promise<void> {
  await app.nest.get(DigestScheduleService).sweep();
  await app.nest.get(MailOutbox).sweep(twoMinutesOn());
  await app.nest.get(CareerPlanSweep).sweep();
}

async function generationState(nurse: Nurse): Promise<string> {
  return expectStatus(await nurse.client.get('/api/career-recommendations/generation'), 200).body.state;
}

describe('with the mail server refusing for longer than every attempt', () => {
  let smtp: OwnSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({ ...FAST_JOBS, SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  afterEach(() => {
    smtp.refuses = () => false;
  });

  it('sends the password reset and the digest owed once, at the sweep after it is back', async () => {
    const admin = await adminClient(app);
    const [ann, bo] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
    await queueIdle(app);
    const failedBefore = await failedJobs(app);

    await smtp.stop();
    expectStatus(await app.client().post('/api/auth/forgot-password', { email: ann.email }), 200);
    expectStatus(await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' }), 201);
    // The reset and, once due, the digest: each job failed all its attempts and is kept as failed.
    await eventually(async () => expect(await failedJobs(app)).toBe(failedBefore + 2), 30_000);
    const unsent = await app.dataSource.getRepository(MailOutboxEntity).findBy({ recipient: ann.email });
    expect(unsent.filter((row) => row.sentAt === null).map((row) => row.attempts)).toEqual([5]);

    await smtp.start();
    await sweepAll(app);
    await eventually(() => expect(smtp.to(ann.email, SUBJECTS.reset)).toHaveLength(1), 30_000);
    await eventually(() => expect(digestsTo(smtp, bo.email)).toHaveLength(1), 30_000);

    await sweepAll(app);
    await queueIdle(app);
    expect(smtp.to(ann.email, SUBJECTS.reset)).toHaveLength(1);
    expect(digestsTo(smtp, bo.email)).toHaveLength(1);
    expect(digestsTo(smtp, bo.email)[0].raw).toContain('wants to connect with you');
    // Run again and done: no longer counted as failed.
    expect(await failedJobs(app)).toBe(failedBefore);
  });

  it('sends an email behind 500 older ones that keep failing, and leaves those alone until their wait is over', async () => {
    smtp.refuses = (recipient) => recipient.startsWith('refused.');
    const outbox = app.nest.get(MailOutbox);
    const refused = Array.from({ length: 500 }, () => uniqueEmail('refused'));
    for (const address of refused) await storeMail(app, address);
    const nurse = await pendingNurse(app);
    await eventually(() => expect(smtp.to(nurse.email, SUBJECTS.welcome)).toHaveLength(1), 10_000);

    await smtp.stop();
    expectStatus(await app.client().post('/api/auth/forgot-password', { email: nurse.email }), 200);
    await eventually(
      async () =>
        expect(await app.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ recipient: nurse.email, attempts: 5 })).toBeTruthy(),
      30_000,
    );
    await queueIdle(app);
    await smtp.start();

    await outbox.sweep(twoMinutesOn());
    await eventually(() => expect(smtp.to(nurse.email, SUBJECTS.reset)).toHaveLength(1), 60_000);
    await queueIdle(app);
    const rows = app.dataSource.getRepository(MailOutboxEntity);
    const refusedRows = await rows.createQueryBuilder('row').where('row.recipient LIKE :refused', { refused: 'refused.%' }).getMany();
    expect(refusedRows.map((row) => [row.sentAt, row.attempts])).toEqual(refused.map(() => [null, 5]));
    // The minute's sweep now finds nothing due: the refused rows wait their turn.
    expect(await outbox.sweep()).toBe(0);
  });
});

(NO_MARIADB_SERVER ? describe.skip : describe)('with the database down for longer than every attempt', () => {
  if (NO_MARIADB_SERVER) console.warn(`Skipped: ${NO_MARIADB_SERVER}`);
  let database: OwnMariaDb;
  let smtp: OwnSmtpServer;
  let app: TestApp;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([startMariaDbServer(), startSmtpServer()]);
    app = await startTestApp({
      ...FAST_JOBS,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      SMTP_URL: smtp.url,
      READ_CACHE_SECONDS: '0',
    });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([database?.remove(), smtp?.stop()]);
  });

  it('sends the email and the digest owed and makes the plan once, at the sweep after it is back', async () => {
    const admin = await adminClient(app);
    const [ann, bo] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
    expectStatus(
      await bo.client.put(`/api/users/${bo.id}`, { licensureType: 'RN', confirmedSpecialties: ['Oncology'], selectedStates: 'OH' }),
      200,
    );
    // Stored, their jobs not yet run: an email and a plan request, as a crash between commit and queue leaves them.
    const owed = uniqueEmail('owed');
    const outboxId = await storeMail(app, owed);
    await app.dataSource.query("INSERT INTO career_generations (userId, state, queuedUserId) VALUES (?, 'queued', ?)", [bo.id, bo.id]);
    const [{ id: generationId }] = (await app.dataSource.query('SELECT id FROM career_generations WHERE queuedUserId = ?', [bo.id])) as {
      id: number;
    }[];
    await queueIdle(app);
    const failedBefore = await failedJobs(app);
    expectStatus(await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' }), 201);

    await database.stop();
    await app.nest.get(MailOutbox).dispatch([outboxId]);
    await jobs(app).enqueue('generate-career-path', { generationId });
    // The email, the plan and, once due, the digest: each job failed all its attempts.
    await eventually(async () => expect(await failedJobs(app)).toBe(failedBefore + 3), 30_000);

    await database.start();
    await eventually(async () => void expectStatus(await app.client().get('/api/health/ready'), 200), 30_000);
    await sweepAll(app);
    await eventually(() => expect(smtp.to(owed, SUBJECTS.welcome)).toHaveLength(1), 30_000);
    await eventually(() => expect(digestsTo(smtp, bo.email)).toHaveLength(1), 30_000);
    await eventually(async () => expect(await generationState(bo)).toBe('done'), 30_000);

    await sweepAll(app);
    await queueIdle(app);
    expect(smtp.to(owed)).toHaveLength(1);
    expect(digestsTo(smtp, bo.email)).toHaveLength(1);
    const plan = expectStatus(await bo.client.get('/api/career-recommendations'), 200).body as { title: string }[];
    expect(plan.length).toBeGreaterThan(0);
    expect(new Set(plan.map((item) => item.title)).size).toBe(plan.length);
    expect(await failedJobs(app)).toBe(failedBefore);
  });
});
