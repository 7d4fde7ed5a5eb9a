/**
 * "Download my data": she asks for her archive, a job builds it from every feature's personal data
 * section, she is told in the app and by email, downloads it with her session, and after 72 hours the
 * sweep deletes it.
 */
import { Readable } from 'node:stream';
import { DATA_EXPORT_TEXTS, dataExportFileName } from '@nurse/domain';
import { DataExportService } from '../src/modules/data-export/data-export.service';
import { DataExportEntity } from '../src/modules/data-export/entities/data-export.entity';
import type { PersonalDataContributor } from '../src/personal-data/personal-data-contributor';
import { PersonalDataRegistry } from '../src/personal-data/personal-data.registry';
import { FILE_STORAGE, type FileStorage } from '../src/uploads/storage/file-storage';
import { adminClient, connect, expectStatus, liveNurse, type Nurse } from './support/actors';
import { addLicence } from './support/credential-fixtures';
import { eventually } from './support/eventually';
import { waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';
import { zipEntries } from './support/zip-entries';
import { getBytes, postFile } from './profile-support/multipart';
import * as fixtures from './profile-support/upload-fixtures';

const app = useTestApp({ JOB_RETRY_DELAY_MS: '100' });
let mary: Nurse;
let anna: Nurse;
const licencePdf = fixtures.paddedPdf(20_000);
const certificatePdf = fixtures.paddedPdf(30_001);
const resumePdf = fixtures.paddedPdf(12_345);
const rotaPdf = fixtures.paddedPdf(4_321);
let rotaId: number;
let licenceId: number;
let activityId: number;

/** Holds every archive being built until `open()`: a test section registered beside the features' own. */
class Gate implements PersonalDataContributor {
  readonly name = 'zz-gate';
  private release: (() => void) | null = null;
  private closed: Promise<void> | null = null;
  /** Builds that fail before this gate lets them through, as a database outage would. */
  failures = 0;
  describe() {
    return [];
  }
  async collect(): Promise<void> {
    await this.closed;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('The database went away');
    }
  }
  async erase(): Promise<void> {}
  close(): void {
    this.closed = new Promise((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release?.();
    this.closed = null;
  }
}
const gate = new Gate();

async function statusOf(nurse: Nurse) {
  return expectStatus(await nurse.client.get('/api/account/data-export'), 200).body;
}

async function askAndWait(nurse: Nurse) {
  expectStatus(await nurse.client.post('/api/account/data-export'), 202);
  await eventually(async () => expect((await statusOf(nurse)).status).toBe('ready'), 20_000);
  return statusOf(nurse);
}

beforeAll(async () => {
  app.nest.get(PersonalDataRegistry).register(gate);
  const admin = await adminClient(app);
  mary = await liveNurse(app, { name: 'Mary Seacole' }, admin);
  anna = await liveNurse(app, { name: 'Anna Maxwell' }, admin);
  const [carl, dina] = [await liveNurse(app, { name: 'Carl Other' }, admin), await liveNurse(app, { name: 'Dina Other' }, admin)];

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
      bytes: resumePdf,
      filename: 'Mary CV.pdf',
      type: 'application/pdf',
    }),
    200,
  );
  licenceId = await addLicence(mary.client, { number: 'TX-RN-7777' });
  expectStatus(
    await postFile(app, mary.client, `/api/credentials/licences/${licenceId}/document`, {
      field: 'document',
      bytes: licencePdf,
      filename: 'card.pdf',
      type: 'application/pdf',
    }),
    200,
  );
  activityId = expectStatus(
    await mary.client.post('/api/credentials/ce-activities', {
      title: 'Sepsis bundle refresher',
      provider: 'Texas Nurses Association',
      completedOn: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      hours: 2,
      topics: ['pharmacology'],
    }),
    201,
  ).body.id;
  expectStatus(
    await postFile(app, mary.client, `/api/credentials/ce-activities/${activityId}/document`, {
      field: 'document',
      bytes: certificatePdf,
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

  await connect(mary, anna);
  await connect(carl, dina);
  expectStatus(await mary.client.post('/api/messages', { fromUserId: mary.id, toUserId: anna.id, content: 'Mary writes to Anna' }), 201);
  const rota = expectStatus(
    await postFile(app, anna.client, '/api/messages/attachments', {
      field: 'file',
      bytes: rotaPdf,
      filename: 'rota.pdf',
      type: 'application/pdf',
    }),
    201,
  ).body.id as number;
  expectStatus(
    await anna.client.post('/api/messages', {
      fromUserId: anna.id,
      toUserId: mary.id,
      content: 'Anna answers Mary',
      attachmentIds: [rota],
    }),
    201,
  );
  rotaId = rota;
  expectStatus(
    await carl.client.post('/api/messages', { fromUserId: carl.id, toUserId: dina.id, content: 'Between two other nurses' }),
    201,
  );
});

it('refuses without a session', async () => {
  const stranger = app.client();
  expect((await stranger.post('/api/account/data-export')).status).toBe(401);
  expect((await stranger.get('/api/account/data-export')).status).toBe(401);
  expect((await getBytes(app, null, '/api/account/data-export/download')).status).toBe(401);
});

it('answers that she never asked, and that there is nothing to download', async () => {
  expect(await statusOf(anna)).toEqual({ status: null, requestedAt: null, readyAt: null, expiresAt: null, bytes: null });
  const res = await anna.client.get('/api/account/data-export/download');
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(DATA_EXPORT_TEXTS.noArchive);
});

let zip: Buffer;

it('builds her archive in the background, refusing a second request while it is prepared', async () => {
  gate.close();
  const first = expectStatus(await mary.client.post('/api/account/data-export'), 202).body;
  expect(['queued', 'building']).toContain(first.status);
  const second = await mary.client.post('/api/account/data-export');
  expect(second.status).toBe(409);
  expect(second.body.message).toBe(DATA_EXPORT_TEXTS.alreadyPreparing);
  expect(['queued', 'building']).toContain((await statusOf(mary)).status);
  gate.open();

  await eventually(async () => expect((await statusOf(mary)).status).toBe('ready'), 20_000);
  const state = await statusOf(mary);
  expect(new Date(state.expiresAt).getTime() - new Date(state.readyAt).getTime()).toBe(72 * 3600_000);

  const download = await getBytes(app, mary.client, '/api/account/data-export/download');
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  expect(download.headers.get('content-disposition')).toContain(`attachment; filename="${dataExportFileName(new Date(state.readyAt))}"`);
  expect(download.bytes.length).toBe(state.bytes);
  zip = download.bytes;
});

describe('the archive', () => {
  const json = (name: string) => JSON.parse(zipEntries(zip).get(name)!.toString('utf8'));

  it('holds a README describing every file and her profile with her photo and résumé', () => {
    const entries = zipEntries(zip);
    const readme = entries.get('README.txt')!.toString('utf8');
    for (const file of [
      'profile/profile.json',
      'wallet/licences.json',
      'messages/conversations.json',
      'jobs/saved-searches.json',
      'notifications/notification-settings.json',
    ])
      expect(readme).toContain(file);
    expect(json('profile/profile.json')).toMatchObject({ id: mary.id, name: 'Mary Seacole', email: mary.email, resumeName: 'Mary CV.pdf' });
    expect(JSON.stringify(json('profile/profile.json'))).not.toContain('passwordHash');
    expect([...entries.keys()].some((name) => /^profile\/photo\.webp$/.test(name))).toBe(true);
    expect(entries.get('profile/resume/Mary-CV.pdf')).toEqual(resumePdf);
  });

  it('holds her wallet and continuing education with their documents, byte for byte', () => {
    const entries = zipEntries(zip);
    expect(json('wallet/licences.json')).toEqual([
      expect.objectContaining({ id: licenceId, number: 'TX-RN-7777', documentName: 'card.pdf' }),
    ]);
    expect(JSON.stringify(json('wallet/licences.json'))).not.toContain('documentFile');
    expect(entries.get(`wallet/licences/${licenceId}-card.pdf`)).toEqual(licencePdf);
    expect(json('continuing-education/activities.json')).toEqual([
      expect.objectContaining({ id: activityId, title: 'Sepsis bundle refresher' }),
    ]);
    expect(entries.get(`continuing-education/certificates/${activityId}-sepsis.pdf`)).toEqual(certificatePdf);
  });

  it('holds her connections and her own conversations with their files, never a message between two other nurses', () => {
    expect(json('connections/connections.json')).toEqual([
      expect.objectContaining({ otherNurse: { id: anna.id, name: 'Anna Maxwell' }, status: 'accepted', direction: 'sent' }),
    ]);
    const conversations = json('messages/conversations.json');
    expect(conversations).toEqual([
      {
        otherNurse: { id: anna.id, name: 'Anna Maxwell' },
        messages: [
          expect.objectContaining({ direction: 'sent', text: 'Mary writes to Anna' }),
          expect.objectContaining({
            direction: 'received',
            text: 'Anna answers Mary',
            attachments: [{ name: 'rota.pdf', type: 'application/pdf', bytes: rotaPdf.length, file: `attachments/${rotaId}-rota.pdf` }],
          }),
        ],
      },
    ]);
    expect(zipEntries(zip).get(`messages/attachments/${rotaId}-rota.pdf`)).toEqual(rotaPdf);
    expect(zip.includes(Buffer.from('Between two other nurses'))).toBe(false);
    expect(JSON.stringify([...zipEntries(zip).values()].map((bytes) => bytes.toString('latin1')))).not.toContain(
      'Between two other nurses',
    );
    expect(json('messages/contact-settings.json')).toEqual({ contactPolicy: 'connections', readReceipts: true });
  });

  it('holds her notifications, their settings, her devices and her job searches', () => {
    expect(json('notifications/notification-settings.json').channels).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'message' })]),
    );
    expect(json('notifications/notifications.json')).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'message' })]));
    expect(json('push/devices.json')).toEqual([]);
    expect(json('jobs/saved-searches.json')).toEqual([expect.objectContaining({ name: 'Night shifts in Austin' })]);
    expect(json('jobs/tracker.json')).toEqual([]);
    expect(json('career-assistant/chat.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ messageType: 'user', message: 'Which ICU jobs are open near Austin?' })]),
    );
  });
});

it('tells her in the app and by email, with a link to the settings section', async () => {
  const { items } = expectStatus(await mary.client.get('/api/notifications'), 200).body;
  expect(items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        category: 'data-export-ready',
        text: DATA_EXPORT_TEXTS.notificationReady,
        link: '/settings?section=your-data',
      }),
    ]),
  );
  const mail = await waitForMail(app, mary.email, DATA_EXPORT_TEXTS.emailSubject);
  expect(mail.content).toContain(`${app.config.appUrl}/settings?section=your-data`);
});

it('is hers alone: another nurse downloads only her own, and has none', async () => {
  const res = await anna.client.get('/api/account/data-export/download');
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(DATA_EXPORT_TEXTS.noArchive);
  expect((await statusOf(anna)).status).toBeNull();
});

it('is deleted from storage and gone for download once its 72 hours are up', async () => {
  const storage = app.nest.get<FileStorage>(FILE_STORAGE);
  expect((await storage.list('data-exports/')).length).toBe(1);
  const row = await app.dataSource.getRepository(DataExportEntity).findOneByOrFail({ userId: mary.id, status: 'ready' });
  await app.dataSource.getRepository(DataExportEntity).update({ id: row.id }, { expiresAt: new Date(Date.now() - 1000) });
  const gone = await mary.client.get('/api/account/data-export/download');
  expect(gone.status).toBe(410);
  expect(gone.body.message).toBe(DATA_EXPORT_TEXTS.expired);

  // A file no archive names (its nurse's account was deleted) goes too, once older than any build.
  await storage.put('data-exports/0-orphan.zip', Readable.from([Buffer.from('PK')]), { contentType: 'application/zip' });
  expect(await app.nest.get(DataExportService).sweep()).toBe(1);
  expect((await storage.list('data-exports/')).map((entry) => entry.key)).toEqual(['data-exports/0-orphan.zip']);
  await app.nest.get(DataExportService).sweep(new Date(Date.now() + 3 * 3600_000));
  expect(await storage.list('data-exports/')).toEqual([]);
  expect((await statusOf(mary)).status).toBe('expired');
  expect((await mary.client.get('/api/account/data-export/download')).status).toBe(410);
});

it('keeps the archive she has downloadable while she asks again, and lets her ask three times a day', async () => {
  // A build that fails is tried again by the queue, and leaves no partial file behind.
  gate.failures = 2;
  const kept = await askAndWait(mary);
  expect(gate.failures).toBe(0);
  expect((await app.nest.get<FileStorage>(FILE_STORAGE).list('data-exports/')).length).toBe(1);
  gate.close();
  expectStatus(await mary.client.post('/api/account/data-export'), 202);
  expect(['queued', 'building']).toContain((await statusOf(mary)).status);
  const meanwhile = await getBytes(app, mary.client, '/api/account/data-export/download');
  expect(meanwhile.status).toBe(200);
  expect(meanwhile.bytes.length).toBe(kept.bytes);
  gate.open();
  await eventually(async () => expect((await statusOf(mary)).status).toBe('ready'), 20_000);

  const res = await mary.client.post('/api/account/data-export');
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(DATA_EXPORT_TEXTS.dailyLimit);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await statusOf(mary)).status).toBe('ready');
});
