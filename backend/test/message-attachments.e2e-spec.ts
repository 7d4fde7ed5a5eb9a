/**
 * Photos and PDFs in private messages: uploaded one by one, judged by their bytes, a photo re-encoded
 * without its metadata and given a thumbnail; sent with a message in its transaction; read only by the
 * two members of the conversation (with their session, or by a signed link of at most 15 minutes) and
 * by neither once a block stands; refused with a 4xx and a message that says why, losing nothing saved.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MESSAGE_ATTACHMENT_TEXTS as T, attachmentAwareQuestion, patientInformationQuestion } from '@nurse/domain';
import { AttachmentLinksService } from '../src/modules/messaging/attachments/attachment-links.service';
import { MessageAttachmentsService } from '../src/modules/messaging/attachments/message-attachments.service';
import { MessageAttachmentEntity } from '../src/modules/messaging/entities/message-attachment.entity';
import { MessageEntity } from '../src/modules/messaging/entities/message.entity';
import { MediaStorage } from '../src/uploads/media-storage.service';
import type { ApiClient } from './support/api-client';
import { adminClient, connectedPair, expectStatus, liveNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';
import { getBytes, postFile } from './profile-support/multipart';
import { minimalPdf } from './profile-support/upload-fixtures';
import { HEIC_SAMPLE } from './profile-support/heic-sample';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

/** A 600x400 PNG carrying EXIF that names the camera and a place. */
const pngWithExif = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .withExifMerge({ IFD0: { Make: 'SecretCam', Copyright: 'location 51.5N 0.1W' } })
    .toBuffer();

const upload = (by: Nurse, bytes: Uint8Array, filename: string, type = 'application/octet-stream') =>
  postFile(app, by.client, '/api/messages/attachments', { field: 'file', bytes, filename, type });

async function uploaded(by: Nurse, bytes: Uint8Array, filename: string): Promise<number> {
  return expectStatus(await upload(by, bytes, filename), 201).body.id as number;
}

const send = (from: Nurse, to: Nurse, body: Record<string, unknown>, key = randomUUID()) =>
  from.client.post('/api/messages', { toUserId: to.id, content: '', ...body }, { headers: { 'idempotency-key': key } });

const thread = async (reader: Nurse, other: Nurse) =>
  expectStatus(await reader.client.get(`/api/messages/${reader.id}/${other.id}`), 200).body.items as Array<{
    id: number;
    content: string;
    attachments: Array<{ id: number; kind: string; mime: string; filename: string; url: string; thumbnailUrl: string | null }>;
  }>;

const rows = () => app.dataSource.getRepository(MessageAttachmentEntity);

/** Ana sends Ben a PNG with EXIF and a PDF, confirmed; answers what Ben's thread shows. */
async function sentPhotoAndPdf(ana: Nurse, ben: Nurse) {
  const photo = await uploaded(ana, await pngWithExif(), 'ward photo.png');
  const pdf = await uploaded(ana, minimalPdf(), 'rota.pdf');
  expectStatus(
    await send(ana, ben, { content: 'Rota and the board', attachmentIds: [photo, pdf], patientInformationConfirmed: true }),
    201,
  );
  const [message] = (await thread(ben, ana)).slice(-1);
  return { message, photo: message.attachments[0], pdf: message.attachments[1] };
}

describe('sending and reading', () => {
  it('sends a photo and a PDF; the other member reads both, the photo without its EXIF, with a thumbnail', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { message, photo, pdf } = await sentPhotoAndPdf(ana, ben);

    expect(message.content).toBe('Rota and the board');
    expect(photo).toMatchObject({ kind: 'image', mime: 'image/png', filename: 'ward photo.png', width: 600, height: 400 });
    expect(pdf).toMatchObject({ kind: 'pdf', mime: 'application/pdf', filename: 'rota.pdf', thumbnailUrl: null });

    const image = await getBytes(app, null, photo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="ward photo.png"; filename*=UTF-8''ward%20photo.png`);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 400]);
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('SecretCam'))).toBe(false);

    const thumbnail = await getBytes(app, null, photo.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });

    const file = await getBytes(app, null, pdf.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="rota.pdf"/);
    expect(file.bytes.equals(minimalPdf())).toBe(true);

    // With their sessions, both members read it; so does the sender's own thread.
    for (const member of [ana, ben])
      expect((await getBytes(app, member.client, `/api/messages/attachments/${pdf.id}/original`)).status).toBe(200);
    expect((await thread(ana, ben)).at(-1)!.attachments.map((a) => a.id)).toEqual([photo.id, pdf.id]);
  });

  it('sends a photo with no text as a message of its own', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const photo = await uploaded(ana, await pngWithExif(), 'IMG_0001.png');
    expectStatus(await send(ana, ben, { attachmentIds: [photo], patientInformationConfirmed: true }), 201);
    const [message] = await thread(ben, ana);
    expect(message.content).toBe('');
    expect(message.attachments).toHaveLength(1);
    expect(expectStatus(await send(ana, ben, {}), 400).body.message).toBe('Please write a message');
  });

  it('converts an iPhone HEIC photo to JPEG without its metadata, named .jpg', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const uploadedHeic = expectStatus(await upload(ana, HEIC_SAMPLE, 'IMG_4021.HEIC', 'image/heic'), 201).body;
    expect(uploadedHeic).toMatchObject({ kind: 'image', mime: 'image/jpeg', filename: 'IMG_4021.jpg', width: 640, height: 480 });
    expectStatus(await send(ana, ben, { attachmentIds: [uploadedHeic.id], patientInformationConfirmed: true }), 201);

    const [message] = await thread(ben, ana);
    const photo = await getBytes(app, null, message.attachments[0].url);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(photo.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 640, 480, undefined]);
  });

  it('is not found for a nurse outside the conversation, with her session or a link altered to name her', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const carl = await liveNurse(app, {}, admin);
    const { photo } = await sentPhotoAndPdf(ana, ben);

    expectStatus(await carl.client.get(`/api/messages/attachments/${photo.id}/original`), 404);
    expect((await getBytes(app, null, photo.url.replace(`viewer=${ben.id}`, `viewer=${carl.id}`))).status).toBe(404);
    expect((await getBytes(app, null, photo.url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    expect((await getBytes(app, null, `/api/messages/attachments/${photo.id}/original`)).status).toBe(401);
  });

  it('refuses a signed link once it has expired', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { photo } = await sentPhotoAndPdf(ana, ben);
    const links = app.nest.get(AttachmentLinksService);
    const expired = links.linkExpiringAt({
      attachmentId: photo.id,
      variant: 'original',
      viewerId: ben.id,
      expires: Math.floor(Date.now() / 1000) - 1,
    });

    const refused = await getBytes(app, null, expired);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toBe(T.linkExpired);
    // Made 16 minutes ago, a link that worked 15 minutes has run out too.
    const old = links.linkFor(photo.id, 'original', ben.id, new Date(Date.now() - 16 * 60_000));
    expect((await getBytes(app, null, old)).status).toBe(403);
  });

  it('refuses both members once either has blocked the other, by link or session', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { photo, pdf } = await sentPhotoAndPdf(ana, ben);
    expect((await getBytes(app, null, photo.url)).status).toBe(200);

    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);

    expect((await getBytes(app, null, photo.url)).status).toBe(404);
    expect((await getBytes(app, null, pdf.url)).status).toBe(404);
    expect((await getBytes(app, ana.client, `/api/messages/attachments/${photo.id}/thumbnail`)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses a file whose bytes are not a photo or PDF, whatever it is called', async () => {
    const ana = await liveNurse(app, {}, admin);
    for (const [bytes, name] of [
      [Buffer.from('just some text, not a picture'), 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'drawing.svg'],
    ] as const) {
      const res = expectStatus(await upload(ana, bytes, name, 'image/png'), 400);
      expect(res.body.message).toBe(T.wrongType);
    }
    expect(await rows().countBy({ ownerId: ana.id })).toBe(0);
  });

  it('refuses a file over 10 MB with 413 and its message', async () => {
    const ana = await liveNurse(app, {}, admin);
    const big = Buffer.concat([await pngWithExif(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(ana, big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(T.tooLarge);
    expect(await rows().countBy({ ownerId: ana.id })).toBe(0);
  });

  it('refuses a message with six attachments, and keeps her uploads for the next try', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await uploaded(ana, minimalPdf(), `notes-${i}.pdf`));

    const res = expectStatus(await send(ana, ben, { content: 'Six', attachmentIds: ids }), 400);
    expect(res.body.message).toBe(T.tooMany);
    expect(await app.dataSource.getRepository(MessageEntity).countBy({ fromUserId: ana.id })).toBe(0);

    expectStatus(await send(ana, ben, { content: 'Five', attachmentIds: ids.slice(0, 5) }), 201);
    expect((await thread(ben, ana))[0].attachments).toHaveLength(5);
  });

  it('asks for the confirmation before any message with a photo, storing nothing until given', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const photo = await uploaded(ana, await pngWithExif(), 'board.png');

    const refused = expectStatus(await send(ana, ben, { content: 'Look at this', attachmentIds: [photo] }), 400);
    expect(refused.body.message).toBe(T.photoQuestion);
    expect(refused.body.errors).toEqual([{ field: 'patientInformationConfirmed', message: T.photoQuestion }]);
    const withRecord = expectStatus(await send(ana, ben, { content: 'MRN 00482913', attachmentIds: [photo] }), 400);
    expect(withRecord.body.message).toBe(attachmentAwareQuestion(patientInformationQuestion(['medical-record-number']), true));
    expect(await app.dataSource.getRepository(MessageEntity).countBy({ fromUserId: ana.id })).toBe(0);
    expect((await rows().findOneByOrFail({ id: photo })).messageId).toBeNull();

    // A PDF alone is not asked about.
    const pdf = await uploaded(ana, minimalPdf(), 'rota.pdf');
    expectStatus(await send(ana, ben, { content: 'Rota', attachmentIds: [pdf] }), 201);
    expectStatus(await send(ana, ben, { content: 'Look at this', attachmentIds: [photo], patientInformationConfirmed: true }), 201);
  });

  it('refuses an attachment that is not hers to send: another nurse’s, already sent, or twice', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const bens = await uploaded(ben, minimalPdf(), 'his.pdf');
    expect(expectStatus(await send(ana, ben, { content: 'Mine?', attachmentIds: [bens] }), 400).body.message).toBe(T.notAvailable);

    const mine = await uploaded(ana, minimalPdf(), 'mine.pdf');
    expectStatus(await send(ana, ben, { content: 'Twice', attachmentIds: [mine, mine] }), 400);
    expectStatus(await send(ana, ben, { content: 'Once', attachmentIds: [mine] }), 201);
    expect(expectStatus(await send(ana, ben, { content: 'Again', attachmentIds: [mine] }), 400).body.message).toBe(T.notAvailable);
    expect((await rows().findOneByOrFail({ id: bens })).messageId).toBeNull();
  });

  it('answers a repeated send with the same key once, attachments and all', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const pdf = await uploaded(ana, minimalPdf(), 'rota.pdf');
    const key = randomUUID();
    const first = expectStatus(await send(ana, ben, { content: 'Rota', attachmentIds: [pdf] }, key), 201);
    const again = expectStatus(await send(ana, ben, { content: 'Rota', attachmentIds: [pdf] }, key), 201);
    expect(again.body.id).toBe(first.body.id);
    expect(await thread(ben, ana)).toHaveLength(1);
  });

  it('keeps photos and files out of a first message to a stranger (a message request)', async () => {
    const [ana, ben] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
    for (const nurse of [ana, ben])
      expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
    expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
    const pdf = await uploaded(ana, minimalPdf(), 'cv.pdf');

    expect(expectStatus(await send(ana, ben, { content: 'Hello', attachmentIds: [pdf] }), 400).body.message).toBe(T.notInRequests);
    expectStatus(await send(ana, ben, { content: 'Hello' }), 201);
  });
});

describe('removal and moderation', () => {
  it('deletes uploads never sent after a day, rows and files', async () => {
    const ana = await liveNurse(app, {}, admin);
    const id = await uploaded(ana, await pngWithExif(), 'never sent.png');
    const row = await rows().findOneByOrFail({ id });
    const storage = app.nest.get(MediaStorage);
    expect(await storage.open('attachments', row.originalKey)).not.toBeNull();

    const service = app.nest.get(MessageAttachmentsService);
    expect(await service.purgeExpiredPending(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await service.purgeExpiredPending(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);

    expect(await rows().findOneBy({ id })).toBeNull();
    expect(await storage.open('attachments', row.originalKey)).toBeNull();
    expect(await storage.open('attachments', row.thumbnailKey!)).toBeNull();
  });

  it('removes a message’s attachments, rows and files, for when the message is deleted', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { message, photo } = await sentPhotoAndPdf(ana, ben);
    const row = await rows().findOneByOrFail({ id: photo.id });

    await app.nest.get(MessageAttachmentsService).removeOfMessage(message.id);

    expect(await rows().countBy({ messageId: message.id })).toBe(0);
    expect(await app.nest.get(MediaStorage).open('attachments', row.originalKey)).toBeNull();
    expect((await getBytes(app, null, photo.url)).status).toBe(404);
  });

  it('deletes a message’s photos and files with it when its sender deletes it for everyone; its text may be edited away', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { message, photo } = await sentPhotoAndPdf(ana, ben);
    const rowsBefore = await rows().findBy({ messageId: message.id });

    const edited = expectStatus(await ana.client.request('PATCH', `/api/messages/${message.id}`, { body: { content: '' } }), 200).body;
    expect(edited.attachments).toHaveLength(2);
    expect(edited.content).toBe('');

    const deleted = expectStatus(await ana.client.request('DELETE', `/api/messages/${message.id}`), 200).body;
    expect(deleted.attachments).toEqual([]);
    expect(await rows().countBy({ messageId: message.id })).toBe(0);
    for (const row of rowsBefore) expect(await app.nest.get(MediaStorage).open('attachments', row.originalKey)).toBeNull();
    expect((await getBytes(app, null, photo.url)).status).toBe(404);
  });

  it('shows a reported message’s attachments to administrators, and to no one else by that route', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const { message, photo } = await sentPhotoAndPdf(ana, ben);
    const adminPath = `/api/admin/reports/attachments/${photo.id}/original`;
    expectStatus(await admin.get(adminPath), 404);

    expectStatus(await ben.client.post('/api/reports', { reportedUserId: ana.id, messageId: message.id, reason: 'spam' }), 201);

    const reports = expectStatus(await admin.get('/api/admin/reports?pageSize=100'), 200).body.items as Array<{
      messageId: number;
      context: Array<{ id: number; attachments: Array<{ id: number; url: string; thumbnailUrl: string | null }> }>;
    }>;
    const reported = reports.find((report) => report.messageId === message.id)!.context.find((m) => m.id === message.id)!;
    expect(reported.attachments.map((a) => a.id)).toEqual([photo.id, expect.any(Number)]);
    expect(reported.attachments[0].url).toBe(adminPath);
    const seen = await getBytes(app, admin, adminPath);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expectStatus(await ben.client.get(adminPath), 401);
  });
});
