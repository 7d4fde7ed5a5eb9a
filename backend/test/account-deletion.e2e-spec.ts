/**
 * "Delete my account": she confirms with her password (and her second factor) or a passkey, is signed out
 * everywhere and hidden at once; signing in during the grace period offers to keep the account; once
 * due, the sweep queues the erasure, which leaves no row or stored file of hers but the tombstone and
 * the messages in the other nurses' conversations.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_TEXTS, DELETED_MEMBER_NAME, ERRORS, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { AccountDeletionService } from '../src/modules/account-deletion/account-deletion.service';
import { AccountErasureService } from '../src/modules/account-deletion/account-erasure.service';
import { AuthChallengeEntity } from '../src/modules/auth/entities/auth-challenge.entity';
import { ReportEntity } from '../src/modules/reports/entities/report.entity';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { FILE_STORAGE, type FileStorage } from '../src/uploads/storage/file-storage';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, uniqueEmail, type Nurse } from './support/actors';
import { addLicence } from './support/credential-fixtures';
import { eventually } from './support/eventually';
import { waitForMail } from './support/outbox';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { TEST_APP_URL, useTestApp } from './support/test-app';
import { postFile } from './profile-support/multipart';
import * as fixtures from './profile-support/upload-fixtures';

const app = useTestApp({ JOB_RETRY_DELAY_MS: '100' });
const DAY_MS = 86_400_000;
let admin: ApiClient;
let mary: Nurse;
let anna: Nurse;
let carl: Nurse;
/** Mary signed in on a second device. */
let marysPhone: ApiClient;
const invitedColleague = uniqueEmail('colleague');

const storage = (): FileStorage => app.nest.get(FILE_STORAGE);
const storedKeys = async () => (await storage().list('')).map((entry) => entry.key).sort();
const userRow = (id: number) => app.dataSource.getRepository(UserEntity).findOneByOrFail({ id });

async function signIn(nurse: Nurse): Promise<ApiClient> {
  const client = app.client();
  expectStatus(await client.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200);
  return client;
}

async function auditActions(userId: number): Promise<string[]> {
  const items = expectStatus(await admin.get('/api/admin/audit-log?pageSize=100'), 200).body.items as {
    action: string;
    targetId: string | null;
  }[];
  return items
    .filter((item) => item.targetId === String(userId) && item.action.startsWith('account-deletion'))
    .map((item) => item.action)
    .reverse();
}

beforeAll(async () => {
  admin = await adminClient(app);
  mary = await liveNurse(app, { name: 'Mary Seacole' }, admin);
  anna = await liveNurse(app, { name: 'Anna Maxwell' }, admin);
  carl = await liveNurse(app, { name: 'Carl Other' }, admin);
  const dina = await liveNurse(app, { name: 'Dina Other' }, admin);
  marysPhone = await signIn(mary);

  expectStatus(
    await postFile(app, mary.client, `/api/users/${mary.id}/avatar`, {
      field: 'avatar',
      bytes: await fixtures.pngImage(),
      filename: 'me.png',
      type: 'image/png',
    }),
    200,
  );
  expectStatus(
    await postFile(app, mary.client, `/api/users/${mary.id}/resume`, {
      field: 'resume',
      bytes: fixtures.paddedPdf(12_345),
      filename: 'Mary CV.pdf',
      type: 'application/pdf',
    }),
    200,
  );
  const licenceId = await addLicence(mary.client, { number: 'TX-RN-7777' });
  expectStatus(
    await postFile(app, mary.client, `/api/credentials/licences/${licenceId}/document`, {
      field: 'document',
      bytes: fixtures.paddedPdf(20_000),
      filename: 'card.pdf',
      type: 'application/pdf',
    }),
    200,
  );
  const activityId = expectStatus(
    await mary.client.post('/api/credentials/ce-activities', {
      title: 'Sepsis bundle refresher',
      provider: 'Texas Nurses Association',
      completedOn: new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10),
      hours: 2,
      topics: ['pharmacology'],
    }),
    201,
  ).body.id;
  expectStatus(
    await postFile(app, mary.client, `/api/credentials/ce-activities/${activityId}/document`, {
      field: 'document',
      bytes: fixtures.paddedPdf(30_001),
      filename: 'sepsis.pdf',
      type: 'application/pdf',
    }),
    200,
  );
  expectStatus(
    await mary.client.post('/api/chat-history', {
      sessionId: `session-${mary.id}-Wed Nov 25 2026`,
      messageType: 'user',
      message: 'Which ICU jobs are open near Austin?',
    }),
    201,
  );
  expectStatus(await mary.client.post('/api/job-alerts', { name: 'Night shifts in Austin', filters: { q: 'night' } }), 201);
  expectStatus(await mary.client.post('/api/send-invites', { emails: [invitedColleague] }), 200);

  await connect(mary, anna);
  await connect(carl, dina);
  expectStatus(await mary.client.post('/api/connections/request', { userId1: mary.id, userId2: carl.id, message: 'Hi Carl' }), 201);
  const rota = expectStatus(
    await postFile(app, mary.client, '/api/messages/attachments', {
      field: 'file',
      bytes: fixtures.paddedPdf(4_321),
      filename: 'rota.pdf',
      type: 'application/pdf',
    }),
    201,
  ).body.id as number;
  expectStatus(
    await mary.client.post('/api/messages', {
      fromUserId: mary.id,
      toUserId: anna.id,
      content: 'Mary writes to Anna',
      attachmentIds: [rota],
    }),
    201,
  );
  const answer = expectStatus(
    await anna.client.post('/api/messages', { fromUserId: anna.id, toUserId: mary.id, content: 'Anna answers Mary' }),
    201,
  ).body.id as number;
  expectStatus(await mary.client.put(`/api/messages/${answer}/reaction`, { reaction: 'thanks' }), 200);
  const group = expectStatus(await mary.client.post('/api/groups', { name: 'Night shift', memberIds: [anna.id] }), 201).body.id as number;
  expectStatus(await mary.client.post(`/api/groups/${group}/messages`, { content: 'Mary writes to the group' }), 201);
  expectStatus(
    await carl.client.post('/api/messages', { fromUserId: carl.id, toUserId: dina.id, content: 'Between two other nurses' }),
    201,
  );
  expectStatus(await mary.client.post('/api/reports', { reportedUserId: carl.id, reason: 'spam', details: 'Sends adverts' }), 201);
  expectStatus(await carl.client.post('/api/reports', { reportedUserId: mary.id, reason: 'spam', details: 'Retaliation' }), 201);
});

describe('asking', () => {
  it('refuses without a session', async () => {
    expect((await app.client().post('/api/account/deletion', { password: mary.password })).status).toBe(401);
  });

  it('refuses a missing or wrong password with a message, and changes nothing', async () => {
    const missing = await mary.client.post('/api/account/deletion', {});
    expect(missing.status).toBe(400);
    expect(typeof missing.body.message).toBe('string');
    const wrong = await mary.client.post('/api/account/deletion', { password: 'not-her-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: ACCOUNT_DELETION_TEXTS.wrongPassword }]);
    expect(wrong.body.message).toBe(ACCOUNT_DELETION_TEXTS.wrongPassword);
    expect((await userRow(mary.id)).accountStatus).toBe('live');
    expectStatus(await mary.client.get('/api/auth/me'), 200);
  });

  it('asks a nurse with an authenticator app for her code, and refuses a wrong one', async () => {
    const tess = await liveNurse(app, { name: 'Tess Factor' }, admin);
    const { body: setup } = expectStatus(await tess.client.post('/api/auth/two-factor/setup'), 200);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const { body: enabled } = expectStatus(await tess.client.post('/api/auth/two-factor/enable', { code: totp.generate() }), 200);

    const noCode = await tess.client.post('/api/account/deletion', { password: tess.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(ACCOUNT_DELETION_TEXTS.codeRequired);
    const wrongCode = await tess.client.post('/api/account/deletion', { password: tess.password, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe(ACCOUNT_DELETION_TEXTS.codeInvalid);
    expect((await userRow(tess.id)).accountStatus).toBe('live');

    const withRecoveryCode = expectStatus(
      await tess.client.post('/api/account/deletion', { password: tess.password, code: enabled.recoveryCodes[0] }),
      200,
    );
    expect(withRecoveryCode.body.message).toContain('scheduled for deletion on');
    expect((await userRow(tess.id)).accountStatus).toBe('deleting');
  });

  describe('with a passkey instead of her password', () => {
    const device = () => new SoftwareAuthenticator(TEST_APP_URL, new URL(TEST_APP_URL).hostname);
    const passkeyOptions = async (client: ApiClient) =>
      expectStatus(await client.post('/api/account/deletion/passkey-options'), 200).body.options as { challenge: string };
    async function withPasskey(nurse: Nurse, authenticator = device()): Promise<SoftwareAuthenticator> {
      const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
      expectStatus(
        await nurse.client.post('/api/auth/passkeys', { name: 'My phone', response: authenticator.register(body.options) }),
        201,
      );
      return authenticator;
    }
    const refusedWith = (res: { status: number; body: { message?: unknown } }, message: string) => {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };

    it('offers her own passkeys only, and no options when she has none', async () => {
      const nurse = await liveNurse(app, {}, admin);
      expect((await app.client().post('/api/account/deletion/passkey-options')).status).toBe(401);
      refusedWith(await nurse.client.post('/api/account/deletion/passkey-options'), TWO_FACTOR_ERRORS.passkeysNone);
      const hers = await withPasskey(nurse);
      await withPasskey(await liveNurse(app, {}, admin));
      const options = (await passkeyOptions(nurse.client)) as { allowCredentials?: { id: string }[] };
      expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([hers.id]);
    });

    it('refuses a malformed answer, an answer with her password too, and someone else’s passkey, and changes nothing', async () => {
      const nurse = await liveNurse(app, {}, admin);
      const hers = await withPasskey(nurse);
      const othersDevice = await withPasskey(await liveNurse(app, {}, admin));

      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: 'abc' }), TWO_FACTOR_ERRORS.passkeyRefused);
      const both = await nurse.client.post('/api/account/deletion', {
        password: nurse.password,
        passkey: hers.assert(await passkeyOptions(nurse.client)),
      });
      refusedWith(both, ACCOUNT_DELETION_TEXTS.passwordOrPasskey);
      const foreign = othersDevice.assert(await passkeyOptions(nurse.client));
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: foreign }), TWO_FACTOR_ERRORS.passkeyNotYours);
      const garbled = { ...hers.assert(await passkeyOptions(nurse.client)), response: { clientDataJSON: 'x' } };
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: garbled }), TWO_FACTOR_ERRORS.passkeyRefused);

      expect((await userRow(nurse.id)).accountStatus).toBe('live');
      expectStatus(await nurse.client.get('/api/auth/me'), 200);
    });

    it('answers a challenge once, for her session, while it lasts', async () => {
      const nurse = await liveNurse(app, {}, admin);
      const hers = await withPasskey(nurse);
      const challenges = app.dataSource.getRepository(AuthChallengeEntity);

      // No options asked in this session: nothing to answer.
      refusedWith(
        await nurse.client.post('/api/account/deletion', { passkey: hers.assert({ challenge: 'bm90LWFza2Vk' }) }),
        TWO_FACTOR_ERRORS.passkeyChallengeExpired,
      );
      // Options asked in another session of hers are not this session's.
      const otherSession = await signIn(nurse);
      const elsewhere = hers.assert(await passkeyOptions(otherSession));
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: elsewhere }), TWO_FACTOR_ERRORS.passkeyChallengeExpired);

      // Expired.
      const late = hers.assert(await passkeyOptions(nurse.client));
      const expired = await challenges.update(
        { purpose: 'passkey-confirmation', userId: nurse.id },
        { expiresAt: new Date(Date.now() - 1_000) },
      );
      expect(expired.affected).toBeGreaterThan(0);
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: late }), TWO_FACTOR_ERRORS.passkeyChallengeExpired);

      // Spent by a refused answer (another origin), then replayed against a new challenge.
      const options = await passkeyOptions(nurse.client);
      const phished = hers.assert(options, { origin: 'http://nurse.test.evil.example' });
      const right = hers.assert(options);
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: phished }), TWO_FACTOR_ERRORS.passkeyRefused);
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: right }), TWO_FACTOR_ERRORS.passkeyChallengeExpired);
      await passkeyOptions(nurse.client);
      refusedWith(await nurse.client.post('/api/account/deletion', { passkey: right }), TWO_FACTOR_ERRORS.passkeyRefused);

      expect((await userRow(nurse.id)).accountStatus).toBe('live');
      expectStatus(await nurse.client.get('/api/auth/me'), 200);
      expectStatus(await otherSession.get('/api/auth/me'), 200);
    });

    it('schedules the deletion with her passkey alone, authenticator app on, and signs her out everywhere as her password does', async () => {
      const pia = await liveNurse(app, { name: 'Pia Passkey' }, admin);
      const { body: setup } = expectStatus(await pia.client.post('/api/auth/two-factor/setup'), 200);
      const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' });
      expectStatus(await pia.client.post('/api/auth/two-factor/enable', { code: totp.generate() }), 200);
      const hers = await withPasskey(pia);
      const piasPhone = app.client();
      const { body: options } = expectStatus(await piasPhone.post('/api/auth/passkey-sign-in/options'), 200);
      expectStatus(await piasPhone.post('/api/auth/passkey-sign-in', { response: hers.assert(options.options) }), 200);

      const before = Date.now();
      const answer = hers.assert(await passkeyOptions(pia.client));
      const res = expectStatus(await pia.client.post('/api/account/deletion', { passkey: answer }), 200);
      const due = new Date(res.body.deletionScheduledFor).getTime();
      expect(due).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
      expect(res.body.message).toBe(ACCOUNT_DELETION_TEXTS.scheduled(new Date(due)));
      const row = await userRow(pia.id);
      expect(row.accountStatus).toBe('deleting');
      // MariaDB keeps the due time to the second.
      expect(Math.abs(row.deletionDueAt!.getTime() - due)).toBeLessThan(1000);

      expect((await pia.client.get('/api/auth/me')).status).toBe(401);
      expect((await piasPhone.get('/api/auth/me')).status).toBe(401);
      await waitForMail(app, pia.email, ACCOUNT_DELETION_TEXTS.requestedEmailSubject);
      expect(await auditActions(pia.id)).toEqual(['account-deletion-requested']);
      const again = { passkey: answer as unknown as AuthenticationResponseJSON, sessionId: 'any' };
      await expect(app.nest.get(AccountDeletionService).request(pia.id, again, undefined)).rejects.toMatchObject({
        kind: 'conflict',
        message: ACCOUNT_DELETION_TEXTS.alreadyPending,
      });
    });
  });

  it('schedules the deletion, signs her out on every device and tells her by email', async () => {
    const before = Date.now();
    const res = expectStatus(await mary.client.post('/api/account/deletion', { password: mary.password }), 200);
    const due = new Date(res.body.deletionScheduledFor).getTime();
    expect(due).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(res.body.message).toBe(ACCOUNT_DELETION_TEXTS.scheduled(new Date(due)));

    expect((await mary.client.get('/api/auth/me')).status).toBe(401);
    expect((await marysPhone.get('/api/auth/me')).status).toBe(401);
    const mail = await waitForMail(app, mary.email, ACCOUNT_DELETION_TEXTS.requestedEmailSubject);
    expect(mail.content).toContain('Keep my account');
    expect(await auditActions(mary.id)).toEqual(['account-deletion-requested']);
  });

  it('answers 409 while her deletion is pending', async () => {
    await expect(app.nest.get(AccountDeletionService).request(mary.id, { password: mary.password }, undefined)).rejects.toMatchObject({
      kind: 'conflict',
      message: ACCOUNT_DELETION_TEXTS.alreadyPending,
    });
  });

  it('hides her at once from search, her profile, connections and conversations', async () => {
    expect(expectStatus(await anna.client.get('/api/users/search?q=Seacole'), 200).body.items).toEqual([]);
    expect((await anna.client.get(`/api/users/${mary.id}`)).status).toBe(404);
    const annasConnections = expectStatus(await anna.client.get(`/api/users/${anna.id}/connections`), 200).body;
    expect(JSON.stringify(annasConnections)).not.toContain('Seacole');
    const carlsRequests = expectStatus(await carl.client.get(`/api/users/${carl.id}/connection-requests`), 200).body;
    expect(JSON.stringify(carlsRequests)).not.toContain('Seacole');
    const conversations = expectStatus(await anna.client.get(`/api/conversations/${anna.id}`), 200).body.items;
    expect(conversations.map((c: { userId: number }) => c.userId)).not.toContain(mary.id);
  });

  it('shows the administrator that a deletion is pending, and when', async () => {
    const detail = expectStatus(await admin.get(`/api/admin/users/${mary.id}`), 200).body;
    expect(detail.accountStatus).toBe('deleting');
    expect(detail.deletionScheduledFor).toBe((await userRow(mary.id)).deletionDueAt!.toISOString());
    expect(detail.deletedAt).toBeNull();
    const changed = await admin.put(`/api/admin/users/${mary.id}/status`, { status: 'live' });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(ACCOUNT_DELETION_TEXTS.notDeletable);
  });
});

describe('signing in during the grace period', () => {
  it('answers that her account is scheduled for deletion, without a session', async () => {
    const browser = app.client();
    const res = expectStatus(await browser.post('/api/auth/login', { email: mary.email, password: mary.password }), 200);
    const due = (await userRow(mary.id)).deletionDueAt!;
    expect(res.body).toEqual({ message: ACCOUNT_DELETION_TEXTS.scheduled(due), deletionScheduledFor: due.toISOString() });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const wrong = await browser.post('/api/auth/login', { email: mary.email, password: 'not-her-password', keepAccount: true });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(ERRORS.invalidCredentials);
    expect((await userRow(mary.id)).accountStatus).toBe('deleting');
  });

  it('keeps her account with "Keep my account": signed in, found again, the deletion forgotten', async () => {
    const browser = app.client();
    const res = expectStatus(await browser.post('/api/auth/login', { email: mary.email, password: mary.password, keepAccount: true }), 200);
    expect(res.body).toMatchObject({ id: mary.id, accountStatus: 'live' });
    expect(expectStatus(await browser.get('/api/auth/me'), 200).body.id).toBe(mary.id);
    expect(expectStatus(await anna.client.get('/api/users/search?q=Seacole'), 200).body.items.map((u: { id: number }) => u.id)).toEqual([
      mary.id,
    ]);
    const row = await userRow(mary.id);
    expect([row.deletionDueAt, row.deletionRequestedAt, row.statusBeforeDeletion]).toEqual([null, null, null]);
    expect(await auditActions(mary.id)).toEqual(['account-deletion-requested', 'account-deletion-cancelled']);
    mary.client = browser;
  });
});

describe('the erasure', () => {
  let due: Date;
  let hersBefore: string[];
  let othersBefore: string[];

  beforeAll(async () => {
    expectStatus(await mary.client.post('/api/account/data-export'), 202);
    await eventually(
      async () => expect(expectStatus(await mary.client.get('/api/account/data-export'), 200).body.status).toBe('ready'),
      20_000,
    );
    const keysBefore = await storedKeys();
    expectStatus(await mary.client.post('/api/account/deletion', { password: mary.password }), 200);
    due = (await userRow(mary.id)).deletionDueAt!;
    hersBefore = await hersIn(keysBefore);
    othersBefore = keysBefore.filter((key) => !hersBefore.includes(key));
  });

  /** The stored files Mary's rows name: her photo, résumé, documents, certificates, attachments and archive. */
  async function hersIn(keys: string[]): Promise<string[]> {
    const user = await userRow(mary.id);
    const named = [
      user.profileImage?.split('/').pop(),
      user.resumeFile,
      ...(await app.dataSource.query(`SELECT documentFile AS f FROM licences WHERE userId = ${mary.id}`)).map((r: { f: string }) => r.f),
      ...(await app.dataSource.query(`SELECT documentFile AS f FROM ce_activities WHERE userId = ${mary.id}`)).map(
        (r: { f: string }) => r.f,
      ),
      ...(await app.dataSource.query(`SELECT originalKey AS f FROM message_attachments WHERE ownerId = ${mary.id}`)).map(
        (r: { f: string }) => r.f,
      ),
      ...(await app.dataSource.query(`SELECT storageKey AS f FROM data_exports WHERE userId = ${mary.id}`)).map((r: { f: string }) => r.f),
    ].filter((name): name is string => Boolean(name));
    expect(named.length).toBeGreaterThanOrEqual(6);
    const hers = keys.filter((key) => named.some((name) => key.endsWith(name)));
    expect(hers.length).toBe(named.length);
    return hers;
  }

  it('does nothing before she is due', async () => {
    expect(await app.nest.get(AccountErasureService).sweep(new Date(due.getTime() - 60_000))).not.toContain(mary.id);
    await app.nest.get(AccountErasureService).erase(mary.id, new Date(due.getTime() - 1));
    expect((await userRow(mary.id)).accountStatus).toBe('deleting');
  });

  it('is queued by the sweep once due and erases her, telling her by email', async () => {
    expect(await app.nest.get(AccountErasureService).sweep(new Date(due.getTime() + 60_000))).toContain(mary.id);
    await eventually(async () => expect((await userRow(mary.id)).accountStatus).toBe('deleted'), 20_000);
    const mail = await waitForMail(app, mary.email, ACCOUNT_DELETION_TEXTS.completedEmailSubject);
    expect(mail.content).not.toContain('Mary');
    expect(await auditActions(mary.id)).toEqual([
      'account-deletion-requested',
      'account-deletion-cancelled',
      'account-deletion-requested',
      'account-deletion-completed',
    ]);
  });

  it('runs again without harm', async () => {
    await app.nest.get(AccountErasureService).erase(mary.id, new Date(due.getTime() + 120_000));
    expect((await userRow(mary.id)).accountStatus).toBe('deleted');
  });

  it('leaves no row keyed by her but the tombstone and the messages in the other nurses’ conversations', async () => {
    const tombstone = await userRow(mary.id);
    expect(tombstone).toMatchObject({ name: '', email: `deleted-${mary.id}@deleted.invalid`, profileImage: null, resumeFile: null });
    expect(tombstone.deletedAt?.getTime()).toBe(due.getTime() + 60_000);

    const allowed = new Set(['messages.fromUserId', 'messages.toUserId', 'conversations.otherUserId']);
    const remaining: string[] = [];
    let columnsChecked = 0;
    for (const entity of app.dataSource.entityMetadatas) {
      const userColumns = new Set<string>();
      for (const key of entity.foreignKeys)
        if (key.referencedEntityMetadata.tableName === 'users') for (const column of key.columns) userColumns.add(column.databaseName);
      // Columns that hold a nurse's id without a foreign key (sessions, audit targets are checked below).
      for (const column of entity.columns)
        if (/^(userId|ownerId|creatorId|addedById)$/.test(column.databaseName)) userColumns.add(column.databaseName);
      if (entity.tableName === 'users') continue;
      for (const column of userColumns) {
        columnsChecked += 1;
        // An administrator's session keeps her staff id in the same column: only nurses' sessions are hers.
        const onlyNurses = entity.tableName === 'sessions' ? " AND kind = 'user'" : '';
        const [{ n }] = await app.dataSource.query(
          `SELECT COUNT(*) AS n FROM ${entity.tableName} WHERE ${app.dataSource.driver.escape(column)} = ?${onlyNurses}`,
          [mary.id],
        );
        if (Number(n) > 0 && !allowed.has(`${entity.tableName}.${column}`)) remaining.push(`${entity.tableName}.${column}: ${n}`);
      }
    }
    expect(columnsChecked).toBeGreaterThan(40);
    expect(remaining).toEqual([]);

    // Her name, email and phone are in no text column of any table but the last email's recipient.
    const traces: string[] = [];
    for (const entity of app.dataSource.entityMetadatas)
      for (const column of entity.columns.filter((c) => ['varchar', 'text', 'simple-json', String].includes(c.type as never))) {
        const name = app.dataSource.driver.escape(column.databaseName);
        const [{ n }] = await app.dataSource.query(`SELECT COUNT(*) AS n FROM ${entity.tableName} WHERE ${name} LIKE ? OR ${name} LIKE ?`, [
          '%Seacole%',
          `%${mary.email}%`,
        ]);
        if (Number(n) > 0) traces.push(`${entity.tableName}.${column.databaseName}`);
      }
    expect(traces).toEqual(['mail_outbox.recipient']);
  });

  it('keeps the messages in Anna’s conversation under "Deleted member", without her name, photo or attachments', async () => {
    const conversations = expectStatus(await anna.client.get(`/api/conversations/${anna.id}`), 200).body.items;
    const withMary = conversations.find((c: { userId: number }) => c.userId === mary.id);
    expect(withMary).toMatchObject({ userName: DELETED_MEMBER_NAME, userProfileImage: null, deletedMember: true });
    const [{ n }] = await app.dataSource.query('SELECT COUNT(*) AS n FROM messages WHERE fromUserId = ? OR toUserId = ?', [
      mary.id,
      mary.id,
    ]);
    expect(Number(n)).toBe(3);
    const [{ a }] = await app.dataSource.query('SELECT COUNT(*) AS a FROM message_attachments WHERE ownerId = ?', [mary.id]);
    expect(Number(a)).toBe(0);
  });

  it('takes her out of her groups, where her messages stay under "Deleted member" and Anna now leads', async () => {
    const [group] = expectStatus(await anna.client.get('/api/groups'), 200).body.items;
    expect(group).toMatchObject({ name: 'Night shift', memberCount: 1 });
    expect(expectStatus(await anna.client.get(`/api/groups/${group.id}`), 200).body).toMatchObject({
      creatorId: anna.id,
      members: [expect.objectContaining({ userId: anna.id })],
    });
    const [message] = expectStatus(await anna.client.get(`/api/groups/${group.id}/messages`), 200).body.items;
    expect(message).toMatchObject({ content: 'Mary writes to the group', fromUserName: DELETED_MEMBER_NAME, fromUserProfileImage: null });
  });

  it('removes every stored file of hers and no one else’s', async () => {
    const after = await storedKeys();
    expect(after.filter((key) => hersBefore.includes(key))).toEqual([]);
    expect(othersBefore.filter((key) => !after.includes(key))).toEqual([]);
  });

  it('keeps the report she filed without her, and drops the one about her', async () => {
    const reports = await app.dataSource.getRepository(ReportEntity).find();
    const filed = reports.find((report) => report.details === 'Sends adverts');
    expect(filed?.reporterId).toBeNull();
    expect(reports.some((report) => report.reportedUserId === mary.id)).toBe(false);
    expect(expectStatus(await admin.get('/api/admin/reports'), 200).status).toBe(200);
  });

  it('shows the administrator when it completed, never what was deleted', async () => {
    const detail = expectStatus(await admin.get(`/api/admin/users/${mary.id}`), 200).body;
    expect(detail).toMatchObject({ accountStatus: 'deleted', name: '', deletedAt: new Date(due.getTime() + 60_000).toISOString() });
  });

  it('lets her email sign up again, and no one sign in as the tombstone', async () => {
    const login = await app.client().post('/api/auth/login', { email: mary.email, password: mary.password });
    expect(login.status).toBe(401);
    const again = await liveNurse(app, { name: 'Mary Seacole', email: mary.email }, admin);
    expect(again.id).not.toBe(mary.id);
  });
});
