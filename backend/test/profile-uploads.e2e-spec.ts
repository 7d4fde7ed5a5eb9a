/** Photo and résumé uploads, downloads and deletion. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ERRORS, PROFILE_VALIDATION, resumeDisplayName, wrongUploadField } from '@nurse/domain';
import { UploadTempFolder } from '../src/uploads/upload-temp-folder.service';
import type { ApiClient } from './support/api-client';
import { expectStatus, liveNurse, ownerAndColleague, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { useTestApp } from './support/test-app';
import * as fixtures from './profile-support/upload-fixtures';
import { getBytes, postFile, postFiles, type FilePart } from './profile-support/multipart';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let colleague: Nurse;

beforeAll(async () => ({ admin, owner, colleague } = await ownerAndColleague(app)));

const uploadsDir = (kind: 'avatars' | 'resumes') => join(app.config.dataDir, 'uploads', kind);
const filesIn = (kind: 'avatars' | 'resumes') => (existsSync(uploadsDir(kind)) ? readdirSync(uploadsDir(kind)).sort() : []);
const avatar = (nurse: Nurse, part: Omit<FilePart, 'field'>, id = nurse.id) =>
  postFile(app, nurse.client, `/api/users/${id}/avatar`, { field: 'avatar', ...part });
const resume = (nurse: Nurse, part: Omit<FilePart, 'field'>, id = nurse.id) =>
  postFile(app, nurse.client, `/api/users/${id}/resume`, { field: 'resume', ...part });

describe('POST /api/users/{id}/avatar', () => {
  it('re-encodes the photo to an upright WebP of at most 512x512 without metadata, served publicly', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const res = await avatar(nurse, { bytes: await fixtures.jpegWithExif(1600, 800), filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: nurse.id, email: nurse.email });
    expect(res.body.profileImage).toMatch(/^\/api\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const media = await getBytes(app, null, res.body.profileImage);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(media.headers.get('cache-control')).toContain('max-age=31536000');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(media.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(media.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('accepts PNG and WebP, and deletes the previous photo once the new one is stored', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const first = expectStatus(await avatar(nurse, { bytes: await fixtures.pngImage(), filename: 'a.png' }), 200).body.profileImage;
    const second = expectStatus(await avatar(nurse, { bytes: await fixtures.webpImage(), filename: 'b.webp' }), 200).body.profileImage;
    expect(second).not.toBe(first);
    expect((await getBytes(app, null, second)).status).toBe(200);
    expect((await getBytes(app, null, first)).status).toBe(404);
    expect(expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body.profileImage).toBe(second);
    expect(filesIn('avatars')).not.toContain(first.split('/').pop());
  });

  it('is shown to other nurses in the public view', async () => {
    const { body } = expectStatus(await colleague.client.get(`/api/users/${owner.id}`), 200);
    expect(body).toHaveProperty('profileImage');
  });

  it('refuses another nurse (403) and anonymous callers (401)', async () => {
    const png = await fixtures.pngImage();
    const other = await avatar(colleague, { bytes: png, filename: 'x.png' }, owner.id);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ statusCode: 403, message: ERRORS.forbidden });
    const anonymous = await postFile(app, null, `/api/users/${owner.id}/avatar`, { field: 'avatar', bytes: png, filename: 'x.png' });
    expect(anonymous.status).toBe(401);
    const asAdmin = await postFile(app, admin, `/api/users/${owner.id}/avatar`, { field: 'avatar', bytes: png, filename: 'x.png' });
    expect(asAdmin.status).toBe(401);
  });
});

describe('GET /api/media/avatars/{name}', () => {
  it.each(['0123456789abcdef0123456789abcdef.webp', 'nope.webp', '..%2F..%2Fnurse-network.sqlite'])(
    'answers 404 JSON for %s',
    async (name) => {
      const res = await app.client().get(`/api/media/avatars/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404 });
    },
  );
});

describe('résumé upload, download and deletion', () => {
  it('stores a PDF under a server-made name and answers a URL that shows the original name', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const res = await resume(nurse, { bytes: fixtures.minimalPdf(), filename: 'Jane Doe CV (2024).pdf', type: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resumeUrl: `/api/users/${nurse.id}/resume/user${nurse.id}-Jane%20Doe%20CV%20(2024).pdf` });
    expect(resumeDisplayName(res.body.resumeUrl)).toBe('Jane Doe CV (2024).pdf');
    expect(expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body.resumeUrl).toBe(res.body.resumeUrl);
    expect(filesIn('resumes').some((name) => /^[0-9a-f]{32}\.pdf$/.test(name))).toBe(true);

    for (const path of [res.body.resumeUrl, `/api/users/${nurse.id}/resume`]) {
      const download = await getBytes(app, nurse.client, path);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Jane Doe CV (2024).pdf"; filename*=UTF-8''Jane%20Doe%20CV%20%282024%29.pdf`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.bytes.equals(fixtures.minimalPdf())).toBe(true);
    }
  });

  it('accepts DOC and DOCX and serves each with its own type', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const cases = [
      [fixtures.minimalDoc(), 'cv.doc', 'application/msword'],
      [fixtures.minimalDocx(), 'Lebenslauf Müller.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const;
    for (const [bytes, filename, type] of cases) {
      const { body } = expectStatus(await resume(nurse, { bytes, filename }), 200);
      expect(resumeDisplayName(body.resumeUrl)).toBe(filename);
      const download = await getBytes(app, nurse.client, body.resumeUrl);
      expect(download.headers.get('content-type')).toBe(type);
      expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(filename)}`);
    }
    // Replacing keeps only the newest file.
    expect(filesIn('resumes').filter((n) => n.endsWith('.doc'))).toEqual([]);
  });

  it('lets administrators download, refuses other nurses (403) and anonymous callers (401)', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const { body } = expectStatus(await resume(nurse, { bytes: fixtures.minimalPdf(), filename: 'cv.pdf' }), 200);
    expect((await getBytes(app, admin, body.resumeUrl)).status).toBe(200);
    const other = await colleague.client.get(body.resumeUrl);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(ERRORS.forbidden);
    expect((await app.client().get(body.resumeUrl)).status).toBe(401);
    expect((await resume(colleague, { bytes: fixtures.minimalPdf(), filename: 'x.pdf' }, nurse.id)).status).toBe(403);
    expect((await colleague.client.request('DELETE', `/api/users/${nurse.id}/resume`)).status).toBe(403);
  });

  it('deletes the résumé and its file; downloading then answers 404', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const before = filesIn('resumes');
    const { body } = expectStatus(await resume(nurse, { bytes: fixtures.minimalPdf(), filename: 'cv.pdf' }), 200);
    const stored = filesIn('resumes').filter((name) => !before.includes(name));
    expect(stored).toHaveLength(1);

    const deleted = await nurse.client.request('DELETE', `/api/users/${nurse.id}/resume`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Resume deleted' });
    expect(filesIn('resumes')).not.toContain(stored[0]);
    expect(expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body.resumeUrl).toBeNull();
    expect((await nurse.client.get(body.resumeUrl)).status).toBe(404);
    expect((await nurse.client.request('DELETE', `/api/users/${nurse.id}/resume`)).status).toBe(404);
  });

  it('keeps one stored file per nurse when several uploads arrive at once', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const avatarsBefore = filesIn('avatars');
    const resumesBefore = filesIn('resumes');
    const photos = await Promise.all([fixtures.pngImage(), fixtures.webpImage(), fixtures.pngImage(), fixtures.webpImage()]);
    const uploads = await Promise.all([
      ...photos.map((bytes, index) => avatar(nurse, { bytes, filename: `photo-${index}.png` })),
      ...[1, 2, 3, 4].map((index) => resume(nurse, { bytes: fixtures.minimalPdf(), filename: `cv-${index}.pdf` })),
    ]);
    expect(uploads.map((res) => res.status)).toEqual(Array(8).fill(200));

    const stored = expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200).body;
    const newAvatars = filesIn('avatars').filter((name) => !avatarsBefore.includes(name));
    const newResumes = filesIn('resumes').filter((name) => !resumesBefore.includes(name));
    expect(newAvatars).toEqual([stored.profileImage.split('/').pop()]);
    expect(newResumes).toHaveLength(1);
    expect((await getBytes(app, nurse.client, stored.resumeUrl)).status).toBe(200);
  });

  it('answers 404 for a nurse who never uploaded one', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const res = await nurse.client.get(`/api/users/${nurse.id}/resume`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });
});

describe('bad uploads', () => {
  type Case = [label: string, endpoint: 'avatar' | 'resume', parts: () => Promise<FilePart[]>, status: number, message: string];
  const one = (field: string, bytes: Uint8Array | Promise<Uint8Array>, filename: string, type?: string) => async () => [
    { field, bytes: await bytes, filename, type },
  ];
  const half = async (bytes: Promise<Buffer>) => {
    const full = await bytes;
    return full.subarray(0, Math.floor(full.length / 2));
  };
  const cases: Case[] = [
    [
      'an ELF executable renamed .pdf',
      'resume',
      one('resume', fixtures.elfExecutable(), 'cv.pdf', 'application/pdf'),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    [
      'a Windows executable renamed .docx',
      'resume',
      one('resume', fixtures.windowsExecutable(), 'cv.docx'),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    [
      'an HTML page renamed .pdf',
      'resume',
      one('resume', fixtures.htmlPage(), 'cv.pdf', 'application/pdf'),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    [
      'a zip that is not a Word document',
      'resume',
      one('resume', fixtures.plainZip(), 'cv.docx'),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    [
      'a spreadsheet compound file renamed .doc',
      'resume',
      one('resume', fixtures.minimalDoc('Workbook'), 'cv.doc'),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    ['an image as résumé', 'resume', one('resume', fixtures.pngImage(), 'cv.pdf'), 400, PROFILE_VALIDATION.invalidResumeType],
    ['a zero-byte résumé', 'resume', one('resume', Buffer.alloc(0), 'cv.pdf'), 400, PROFILE_VALIDATION.emptyFile],
    ['an 11 MB PDF', 'resume', one('resume', fixtures.paddedPdf(11 * 1024 * 1024), 'big.pdf'), 413, PROFILE_VALIDATION.resumeTooLarge],
    ['a résumé in the wrong field', 'resume', one('file', fixtures.minimalPdf(), 'cv.pdf'), 400, wrongUploadField('resume')],
    [
      'two résumés',
      'resume',
      async () => [
        { field: 'resume', bytes: fixtures.minimalPdf(), filename: 'a.pdf' },
        { field: 'resume', bytes: fixtures.minimalPdf(), filename: 'b.pdf' },
      ],
      400,
      PROFILE_VALIDATION.oneFileOnly,
    ],
    ['no résumé at all', 'resume', async () => [], 400, PROFILE_VALIDATION.noFile],
    ['an SVG as photo', 'avatar', one('avatar', fixtures.svgImage(), 'me.png', 'image/png'), 400, PROFILE_VALIDATION.invalidImageType],
    [
      'an HTML page as photo',
      'avatar',
      one('avatar', fixtures.htmlPage(), 'me.jpg', 'image/jpeg'),
      400,
      PROFILE_VALIDATION.invalidImageType,
    ],
    ['a GIF as photo', 'avatar', one('avatar', fixtures.gifImage(), 'me.gif', 'image/gif'), 400, PROFILE_VALIDATION.invalidImageType],
    ['a PDF as photo', 'avatar', one('avatar', fixtures.minimalPdf(), 'me.png'), 400, PROFILE_VALIDATION.invalidImageType],
    [
      'an executable renamed .png',
      'avatar',
      one('avatar', fixtures.elfExecutable(), 'me.png', 'image/png'),
      400,
      PROFILE_VALIDATION.invalidImageType,
    ],
    ['a zero-byte photo', 'avatar', one('avatar', Buffer.alloc(0), 'me.png'), 400, PROFILE_VALIDATION.emptyFile],
    ['a PNG cut in half', 'avatar', one('avatar', half(fixtures.noisyPng()), 'me.png'), 400, PROFILE_VALIDATION.unreadableImage],
    ['a PNG over 40 megapixels', 'avatar', one('avatar', fixtures.hugeCanvasPng(), 'me.png'), 400, PROFILE_VALIDATION.imageTooManyPixels],
    ['a 6 MB image', 'avatar', one('avatar', fixtures.paddedPng(6 * 1024 * 1024), 'big.png'), 413, PROFILE_VALIDATION.avatarTooLarge],
    ['a photo in the wrong field', 'avatar', one('photo', fixtures.pngImage(), 'me.png'), 400, wrongUploadField('avatar')],
    [
      'two photos',
      'avatar',
      async () => [
        { field: 'avatar', bytes: await fixtures.pngImage(), filename: 'a.png' },
        { field: 'avatar', bytes: await fixtures.pngImage(), filename: 'b.png' },
      ],
      400,
      PROFILE_VALIDATION.oneFileOnly,
    ],
    ['no photo at all', 'avatar', async () => [], 400, PROFILE_VALIDATION.noFile],
  ];

  let nurse: Nurse;
  let profileImage: string;
  let resumeUrl: string;

  beforeAll(async () => {
    nurse = await liveNurse(app, {}, admin);
    profileImage = expectStatus(await avatar(nurse, { bytes: await fixtures.pngImage(), filename: 'ok.png' }), 200).body.profileImage;
    resumeUrl = expectStatus(await resume(nurse, { bytes: fixtures.minimalPdf(), filename: 'good.pdf' }), 200).body.resumeUrl;
  });

  it.each(cases)('refuses %s', async (_label, endpoint, parts, status, message) => {
    const avatarsBefore = filesIn('avatars');
    const resumesBefore = filesIn('resumes');
    const res = await postFiles(app, nurse.client, `/api/users/${nurse.id}/${endpoint}`, await parts());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ statusCode: status, message });

    // Nothing half-written is left behind, and the previous photo and résumé stay.
    expect(filesIn('avatars')).toEqual(avatarsBefore);
    expect(filesIn('resumes')).toEqual(resumesBefore);
    const { body } = expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200);
    expect(body).toMatchObject({ profileImage, resumeUrl });
    expect((await getBytes(app, null, profileImage)).status).toBe(200);
    const download = await getBytes(app, nurse.client, resumeUrl);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(fixtures.minimalPdf())).toBe(true);
    // Nor is anything of the refused upload left in the temporary folder.
    await eventually(() => expect(readdirSync(app.nest.get(UploadTempFolder).path)).toEqual([]));
  });

  it('refuses a body that is not multipart', async () => {
    const res = await nurse.client.post(`/api/users/${nurse.id}/avatar`, { avatar: 'data:image/png;base64,AAAA' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROFILE_VALIDATION.noFile);
  });

  it('leaves no temporary files in the upload folders', () => {
    expect([...filesIn('avatars'), ...filesIn('resumes')].filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
