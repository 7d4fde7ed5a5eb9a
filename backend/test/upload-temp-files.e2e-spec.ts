/**
 * Uploads are streamed to a temporary file while they arrive, never held whole in memory, and that file
 * does not outlive its request: not after a stored upload, a refused one, or a client that went away;
 * nor does the folder outlive its process, even one that was killed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILE_VALIDATION } from '@nurse/domain';
import { UploadTempFolder } from '../src/uploads/upload-temp-folder.service';
import { pendingNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { startTestApp, useTestApp } from './support/test-app';
import * as fixtures from './profile-support/upload-fixtures';

const app = useTestApp();
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/** Room for a busy machine; the photo encoder may be starting. */
const WAIT_MS = 10_000;

interface Answer {
  status: number;
  body: unknown;
}

interface UploadUnderWay {
  /** Sends the rest of the body a chunk at a time, stopping early if the server answers first. */
  finish(): Promise<Answer>;
  /** Goes away without sending the rest. */
  abort(): void;
}

/**
 * Starts a multipart upload of `bytes` and sends only its first `sentFirst` bytes. Without a declared
 * length the body goes chunked, so the server learns its size only as it reads it.
 */
function startUpload(
  nurse: Nurse,
  route: 'avatar' | 'resume',
  bytes: Buffer,
  { sentFirst = Math.floor(bytes.length / 2), declareLength = true } = {},
): UploadUnderWay {
  const boundary = 'temp-file-spec';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${route}"; filename="upload"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const req = request(`${app.baseUrl}/api/users/${nurse.id}/${route}`, {
    method: 'POST',
    headers: {
      cookie: `sid=${nurse.client.cookie('sid')}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(declareLength ? { 'content-length': body.length } : {}),
    },
  });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    req.on('error', reject);
  });
  // An aborted upload has no answer to wait for.
  answer.catch(() => undefined);
  req.write(body.subarray(0, head.length + sentFirst));
  return {
    async finish() {
      for (let sent = head.length + sentFirst; sent < body.length && !answered && !req.destroyed; sent += CHUNK) {
        await new Promise<void>((resolve) => req.write(body.subarray(sent, sent + CHUNK), () => resolve()));
      }
      if (!answered && !req.destroyed) req.end();
      return answer;
    },
    abort: () => req.destroy(),
  };
}

const tempFolder = () => app.nest.get(UploadTempFolder).path;
const tempFiles = () => readdirSync(tempFolder()).map((name) => ({ name, size: statSync(join(tempFolder(), name)).size }));

/** Waits until the upload under way has a temporary file holding at least `bytes`. */
const untilWritten = (bytes: number) =>
  eventually(() => {
    const files = tempFiles();
    expect(files).toHaveLength(1);
    expect(files[0].size).toBeGreaterThanOrEqual(bytes);
  }, WAIT_MS);

const untilNoneLeft = () => eventually(() => expect(tempFiles()).toEqual([]), WAIT_MS);

let nurse: Nurse;
beforeAll(async () => {
  nurse = await pendingNurse(app);
});

describe('a temporary file of an upload', () => {
  it('holds the part of a photo received so far, and is gone once the photo is stored', async () => {
    const photo = await fixtures.noisyPng(512, 512);
    const upload = startUpload(nurse, 'avatar', photo);
    await untilWritten(photo.length / 4);
    expect(await upload.finish()).toMatchObject({ status: 200, body: { id: nurse.id } });
    await untilNoneLeft();
  });

  it('is gone once a résumé of the largest size accepted is stored', async () => {
    const resume = fixtures.paddedPdf(10 * MB);
    const upload = startUpload(nurse, 'resume', resume, { sentFirst: MB });
    await untilWritten(MB / 2);
    expect(await upload.finish()).toMatchObject({ status: 200, body: { resumeUrl: expect.any(String) } });
    await untilNoneLeft();
  });

  it.each<[string, 'avatar' | 'resume', () => Promise<Buffer>, number, string]>([
    [
      'an executable as résumé',
      'resume',
      async () => Buffer.concat([fixtures.elfExecutable(), Buffer.alloc(MB)]),
      400,
      PROFILE_VALIDATION.invalidResumeType,
    ],
    [
      'a photo cut in half',
      'avatar',
      async () => (await fixtures.noisyPng(512, 512)).subarray(0, 200_000),
      400,
      PROFILE_VALIDATION.unreadableImage,
    ],
  ])('is gone once %s is refused', async (_case, route, bytes, status, message) => {
    const upload = startUpload(nurse, route, await bytes());
    await untilWritten(1);
    expect(await upload.finish()).toEqual({ status, body: { statusCode: status, message } });
    await untilNoneLeft();
  });

  it('is gone once a body without a declared length passes the size cap', async () => {
    // Far more than the connection's buffers hold: the answer comes while the client is still sending,
    // and the client stops without ending the body.
    const upload = startUpload(nurse, 'resume', fixtures.paddedPdf(32 * MB), { sentFirst: MB, declareLength: false });
    await untilWritten(MB / 2);
    expect(await upload.finish()).toEqual({ status: 413, body: { statusCode: 413, message: PROFILE_VALIDATION.resumeTooLarge } });
    await untilNoneLeft();
  });

  it('is gone once the client goes away in the middle of the upload', async () => {
    const upload = startUpload(nurse, 'resume', fixtures.paddedPdf(4 * MB), { sentFirst: MB });
    await untilWritten(MB / 2);
    upload.abort();
    await untilNoneLeft();
  });
});

it('the folder of the temporary files is removed when the app stops', async () => {
  const other = await startTestApp({}, app);
  const folder = other.nest.get(UploadTempFolder).path;
  expect(existsSync(folder)).toBe(true);
  await other.close();
  expect(existsSync(folder)).toBe(false);
});

it('a folder left by a process that was killed is removed when the next app starts', async () => {
  // A process that ran and ended: its pid names no running process now.
  const ended = spawnSync(process.execPath, ['-e', '']);
  const abandoned = join(tmpdir(), `nurse-uploads-${ended.pid}-left`);
  mkdirSync(abandoned);
  writeFileSync(join(abandoned, 'half-uploaded.pdf'), 'partial');
  const other = await startTestApp({}, app);
  try {
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(other.nest.get(UploadTempFolder).path)).toBe(true);
  } finally {
    await other.close();
  }
});
