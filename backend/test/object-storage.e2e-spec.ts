/** Photos and résumés in an S3-compatible bucket (S3_BUCKET set), and copying a local uploads folder into it. */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buffer } from 'node:stream/consumers';
import { ERRORS } from '@nurse/domain';
import { loadConfig } from '../src/config/app-config';
import { randomStorageName } from '../src/uploads/file-names';
import { S3FileStorage, s3ClientFor } from '../src/uploads/storage/s3-file-storage';
import type { ApiClient } from './support/api-client';
import { expectStatus, liveNurse, ownerAndColleague, type Nurse } from './support/actors';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server';
import { useTestApp } from './support/test-app';
import * as fixtures from './profile-support/upload-fixtures';
import { getBytes, postFile } from './profile-support/multipart';

const run = promisify(execFile);
const backendDir = resolve(__dirname, '..');

let s3: S3TestServer;
let bucket: S3FileStorage;
let admin: ApiClient;
let colleague: Nurse;

// Declared before the app's hooks, so the server is up when the app starts.
beforeAll(async () => {
  s3 = await startS3TestServer();
  const { objectStorage } = loadConfig(s3.env);
  bucket = new S3FileStorage(s3ClientFor(objectStorage!), objectStorage!.bucket);
});
const app = useTestApp(() => s3.env);
beforeAll(async () => ({ admin, colleague } = await ownerAndColleague(app)));
let s3Stopped = false;
afterAll(async () => {
  await bucket?.close();
  if (!s3Stopped) await s3?.stop();
});

const keysIn = async (prefix: string) => (await bucket.list(prefix)).map((entry) => entry.key).sort();

describe('uploads in an S3-compatible bucket', () => {
  it('stores the photo in the bucket and serves it publicly with the same headers', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const { body } = expectStatus(
      await postFile(app, nurse.client, `/api/users/${nurse.id}/avatar`, {
        field: 'avatar',
        bytes: await fixtures.jpegWithExif(1600, 800),
        filename: 'me.jpg',
        type: 'image/jpeg',
      }),
      200,
    );
    const name = body.profileImage.split('/').pop();
    expect(await keysIn('avatars/')).toContain(`avatars/${name}`);
    expect(existsSync(join(app.config.dataDir, 'uploads'))).toBe(false);

    const media = await getBytes(app, null, body.profileImage);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(media.headers.get('content-length'))).toBe(media.bytes.length);
    const stored = await bucket.get(`avatars/${name}`);
    expect((await buffer(stored!.stream)).equals(media.bytes)).toBe(true);
  });

  it('serves the résumé to its owner and administrators only, and deleting it removes it from the bucket', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const { body } = expectStatus(
      await postFile(app, nurse.client, `/api/users/${nurse.id}/resume`, {
        field: 'resume',
        bytes: fixtures.minimalPdf(),
        filename: 'Jane Doe CV.pdf',
        type: 'application/pdf',
      }),
      200,
    );
    const resumes = await keysIn('resumes/');
    expect(resumes).toHaveLength(1);

    for (const client of [nurse.client, admin]) {
      const download = await getBytes(app, client, body.resumeUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`,
      );
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.bytes.equals(fixtures.minimalPdf())).toBe(true);
    }
    const refused = await colleague.client.get(body.resumeUrl);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, message: ERRORS.forbidden });

    expect((await nurse.client.request('DELETE', `/api/users/${nurse.id}/resume`)).status).toBe(200);
    expect(await keysIn('resumes/')).not.toContain(resumes[0]);
    const gone = await nurse.client.get(body.resumeUrl);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });

  it('answers 404 JSON for a photo the bucket does not hold', async () => {
    const res = await app.client().get(`/api/media/avatars/${randomStorageName('webp')}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'File not found' });
  });
});

describe('npm run uploads:copy', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nurse-uploads-to-copy-'));
    mkdirSync(join(folder, 'avatars'));
    mkdirSync(join(folder, 'resumes'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const copy = () =>
    run(process.execPath, ['-r', '@swc-node/register', join(backendDir, 'src/copy-uploads.ts'), '--from', folder], {
      env: { ...process.env, ...s3.env, SWC_NODE_PROJECT: join(backendDir, 'tsconfig.json'), DATA_DIR: folder },
      timeout: 60_000,
    });

  it('copies a local uploads folder into the bucket, and skips what is already there on a second run', async () => {
    const photo = randomStorageName('webp');
    const resume = randomStorageName('pdf');
    writeFileSync(join(folder, 'avatars', photo), Buffer.from('RIFF....WEBPVP8 a photo'));
    writeFileSync(join(folder, 'resumes', resume), fixtures.minimalPdf());
    writeFileSync(join(folder, 'resumes', `.${resume}.tmp`), 'half a file');

    const first = await copy();
    expect(first.stdout).toContain('2 copied, 0 already in bucket');
    const copied = await bucket.get(`resumes/${resume}`);
    expect(copied!.contentType).toBe('application/pdf');
    expect((await buffer(copied!.stream)).equals(fixtures.minimalPdf())).toBe(true);
    expect((await bucket.get(`avatars/${photo}`))!.contentType).toBe('image/webp');
    expect((await keysIn('resumes/')).some((key) => key.endsWith('.tmp'))).toBe(false);

    const second = await copy();
    expect(second.stdout).toContain('0 copied, 2 already in bucket');
  });

  it('refuses to run without S3_BUCKET, with its usage', async () => {
    const failed = await run(process.execPath, ['-r', '@swc-node/register', join(backendDir, 'src/copy-uploads.ts')], {
      env: { ...process.env, SWC_NODE_PROJECT: join(backendDir, 'tsconfig.json'), DATA_DIR: folder, S3_BUCKET: '' },
    }).catch((error: { code: number; stdout: string }) => error);
    expect(failed).toMatchObject({ code: 2, stdout: expect.stringContaining('S3_BUCKET is required') });
  });
});

describe('a bucket out of reach', () => {
  it('answers an upload with 503 and a message to try again, never a 500', async () => {
    const nurse = await liveNurse(app, {}, admin);
    await s3.stop();
    s3Stopped = true;
    const refused = await postFile(app, nurse.client, `/api/users/${nurse.id}/resume`, {
      field: 'resume',
      bytes: fixtures.minimalPdf(),
      filename: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.body.message).toBe(ERRORS.unavailable);
  });
});
