/**
 * Scheduled housekeeping: the hourly tick removes expired sessions, spent and expired reset tokens, expired sign-in challenges,
 * expired rate-limit counters, orphaned uploads, idempotency keys older than a day and emails sent
 * longer ago than their retention, and keeps everything still in use. Two instances
 * on one database (and Redis, when configured) run each tick once between them.
 */
import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SchedulerRegistry } from '@nestjs/schedule';
import { HousekeepingRunEntity } from '../src/housekeeping/housekeeping-run.entity';
import { HOUSEKEEPING_JOB } from '../src/housekeeping/housekeeping.constants';
import { IdempotencyKeyEntity } from '../src/idempotency/idempotency-key.entity';
import { MailOutboxEntity } from '../src/mail/mail-outbox.entity';
import { AuthChallengeEntity } from '../src/modules/auth/entities/auth-challenge.entity';
import { PasswordResetTokenEntity } from '../src/modules/auth/entities/password-reset-token.entity';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { RATE_LIMIT_TABLE } from '../src/rate-limit/rate-limit.constants';
import { SessionEntity } from '../src/sessions/session.entity';
import { SessionService } from '../src/sessions/session.service';
import { LicenceEntity } from '../src/modules/credentials/entities/licence.entity';
import { CeActivityEntity } from '../src/modules/credentials/continuing-education/entities/ce-activity.entity';
import { avatarUrl, randomStorageName } from '../src/uploads/file-names';
import { pendingNurse } from './support/actors';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp();
const usesRedis = Boolean(process.env.TEST_REDIS_URL);

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const tick = (on: TestApp) => on.nest.get(SchedulerRegistry).getCronJob(HOUSEKEEPING_JOB).fireOnTick();
const runs = () => app.dataSource.getRepository(HousekeepingRunEntity).find({ order: { id: 'ASC' } });

/** A stored upload of that kind, last changed `ageMs` ago. */
function storedFile(kind: 'avatars' | 'resumes' | 'credentials', ageMs: number): { name: string; path: string } {
  const folder = join(app.config.dataDir, 'uploads', kind);
  mkdirSync(folder, { recursive: true });
  const name = randomStorageName(kind === 'avatars' ? 'webp' : 'pdf');
  const path = join(folder, name);
  writeFileSync(path, 'bytes');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return { name, path };
}

/** Resolves early in a wall-clock second, so ticks fired together fall in the same second. */
/**
 * The first 300 ms of the next second: both instances' ticks then fall in one slot, and it is a slot
 * no earlier test's tick has claimed (slots are seconds).
 */
async function startOfASecond(): Promise<void> {
  const current = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === current || Date.now() % 1000 > 300) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('is scheduled every hour', () => {
  const job = app.nest.get(SchedulerRegistry).getCronJob(HOUSEKEEPING_JOB);
  expect(job.cronTime.source).toBe('0 0-23/1 * * *');
  expect(job.isActive).toBe(true);
});

it('removes what nothing needs any more and keeps the rest', async () => {
  const nurse = await pendingNurse(app);
  const users = app.dataSource.getRepository(UserEntity);
  const tokens = app.dataSource.getRepository(PasswordResetTokenEntity);
  const sessions = app.dataSource.getRepository(SessionEntity);
  const now = Date.now();

  await tokens.insert([
    { userId: nurse.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(now + HOUR), usedAt: null },
    { userId: nurse.id, tokenHash: 'b'.repeat(64), expiresAt: new Date(now + HOUR), usedAt: new Date(now - 60_000) },
    { userId: nurse.id, tokenHash: 'c'.repeat(64), expiresAt: new Date(now - 60_000), usedAt: null },
  ]);
  const challenges = app.dataSource.getRepository(AuthChallengeEntity);
  await challenges.insert([
    { id: 'd'.repeat(64), purpose: 'second-step', userId: nurse.id, challenge: null, expiresAt: new Date(now + 60_000) },
    { id: 'e'.repeat(64), purpose: 'passkey-sign-in', userId: null, challenge: 'x', expiresAt: new Date(now - 60_000) },
  ]);
  if (!usesRedis) {
    await sessions.insert([
      { id: 'e'.repeat(64), kind: 'user', userId: nurse.id, expiresAt: new Date(now - 60_000), createdAt: new Date(now - HOUR) },
      { id: 'f'.repeat(64), kind: 'admin', userId: null, expiresAt: new Date(now - 60_000), createdAt: new Date(now - HOUR) },
    ]);
    await app.dataSource.query(`INSERT INTO ${RATE_LIMIT_TABLE} (\`key\`, points, expire) VALUES (?, 1, ?), (?, 1, ?)`, [
      'rl:login:ip:stale',
      now - 60_000,
      'rl:login:ip:current',
      now + HOUR,
    ]);
  }
  const idempotencyKeys = app.dataSource.getRepository(IdempotencyKeyEntity);
  const storedKey = (key: string, ageMs: number) => ({
    userId: nurse.id,
    key,
    requestHash: '0'.repeat(64),
    claimId: key,
    state: 'done' as const,
    statusCode: 201,
    responseBody: '{}',
    createdAt: new Date(now - ageMs),
  });
  await idempotencyKeys.insert([storedKey('key-of-yesterday', 25 * HOUR), storedKey('key-of-this-morning', 2 * HOUR)]);
  const outbox = app.dataSource.getRepository(MailOutboxEntity);
  const storedMail = (recipient: string, ageMs: number, sentAgoMs: number | null) => ({
    recipient,
    messageKey: recipient,
    message: { template: 'password-reset' as const, name: 'Ann', resetUrl: `http://nurse.test/reset-password?token=${recipient}` },
    attempts: sentAgoMs === null ? 0 : 1,
    sentAt: sentAgoMs === null ? null : new Date(now - sentAgoMs),
    createdAt: new Date(now - ageMs),
  });
  await outbox.insert([
    storedMail('sent-long-ago@nurse.test', 31 * DAY, 31 * DAY),
    storedMail('sent-last-month@nurse.test', 29 * DAY, 29 * DAY),
    storedMail('never-sent@nurse.test', 60 * DAY, null),
  ]);
  const [oldOrphanAvatar, freshOrphanAvatar, namedAvatar] = [
    storedFile('avatars', 2 * HOUR),
    storedFile('avatars', 60_000),
    storedFile('avatars', 2 * HOUR),
  ];
  const [oldOrphanResume, namedResume] = [storedFile('resumes', 2 * HOUR), storedFile('resumes', 2 * HOUR)];
  await users.update({ id: nurse.id }, { profileImage: avatarUrl(namedAvatar.name), resumeFile: namedResume.name });
  const [oldOrphanDocument, namedDocument] = [storedFile('credentials', 2 * HOUR), storedFile('credentials', 2 * HOUR)];
  const licence = await nurse.client.post('/api/credentials/licences', {
    type: 'RN',
    state: 'TX',
    number: 'RN-1',
    multistate: false,
    issueDate: '2025-01-01',
    expiryDate: '2099-01-01',
    status: 'active',
  });
  await app.dataSource.getRepository(LicenceEntity).update({ id: licence.body.id }, { documentFile: namedDocument.name });
  const namedCertificate = storedFile('credentials', 2 * HOUR);
  const activity = await nurse.client.post('/api/credentials/ce-activities', {
    title: 'Ethics',
    provider: 'CE provider',
    completedOn: '2026-01-15',
    hours: 1,
    topics: ['ethics'],
  });
  await app.dataSource.getRepository(CeActivityEntity).update({ id: activity.body.id }, { documentFile: namedCertificate.name });

  await tick(app);

  const [run] = (await runs()).slice(-1);
  expect(run.finishedAt).not.toBeNull();
  expect(run.summary).toEqual({
    sessions: usesRedis ? 0 : 2,
    resetTokens: 2,
    authChallenges: 1,
    rateLimits: usesRedis ? 0 : 1,
    uploads: 3,
    notifications: 0,
    idempotencyKeys: 1,
    sentMails: 1,
    unsentAttachments: 0,
  });
  const recipients = (await outbox.find({ select: { recipient: true } })).map((row) => row.recipient);
  expect(recipients).not.toContain('sent-long-ago@nurse.test');
  expect(recipients).toEqual(expect.arrayContaining(['sent-last-month@nurse.test', 'never-sent@nurse.test', nurse.email]));
  expect((await idempotencyKeys.findBy({ userId: nurse.id })).map((row) => row.key)).toEqual(['key-of-this-morning']);
  expect((await tokens.findBy({ userId: nurse.id })).map((token) => token.tokenHash)).toEqual(['a'.repeat(64)]);
  expect((await challenges.find()).map((challenge) => challenge.id)).toEqual(['d'.repeat(64)]);
  expect((await nurse.client.get('/api/auth/me')).status).toBe(200);
  if (!usesRedis) {
    expect(await sessions.countBy({ userId: nurse.id })).toBe(1);
    const keys = (await app.dataSource.query(`SELECT \`key\` FROM ${RATE_LIMIT_TABLE} WHERE \`key\` LIKE 'rl:login:ip:%'`)) as {
      key: string;
    }[];
    expect(keys.map((row) => row.key)).toEqual(['rl:login:ip:current']);
  }
  expect(
    [oldOrphanAvatar, freshOrphanAvatar, namedAvatar, oldOrphanResume, namedResume, oldOrphanDocument, namedDocument, namedCertificate].map(
      (file) => existsSync(file.path),
    ),
  ).toEqual([false, true, true, false, true, false, true, true]);
});

// Last: the second instance takes over the process-wide Passport strategies until it closes.
it('runs each tick once across two instances of the API', async () => {
  const second = await startTestApp({}, app);
  try {
    const purges = [jest.spyOn(app.nest.get(SessionService), 'purgeExpired'), jest.spyOn(second.nest.get(SessionService), 'purgeExpired')];
    const before = (await runs()).length;
    await startOfASecond();
    await Promise.all([tick(app), tick(second)]);

    const after = await runs();
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1].finishedAt).not.toBeNull();
    expect(purges.map((purge) => purge.mock.calls.length).sort()).toEqual([0, 1]);
  } finally {
    await second.close();
  }
});
