/**
 * Uploads refused before their body is read: the answer comes while the client is still sending, and
 * the connection is closed instead of the server reading (and discarding) the rest. And the
 * per-account upload limit.
 */
import { connect } from 'node:net';
import { ERRORS, PROFILE_VALIDATION } from '@nurse/domain';
import { pendingNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';
import { postFile } from './profile-support/multipart';
import * as fixtures from './profile-support/upload-fixtures';

const UPLOADS_PER_ACCOUNT = 3;
const app = useTestApp({ RATE_LIMIT_PER_ACCOUNT: String(UPLOADS_PER_ACCOUNT), RATE_LIMIT_PER_IP: '1000' });

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

interface SlowUpload {
  /** The status line and headers, lower-cased names. */
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Body bytes the client had sent when the answer arrived. */
  sentWhenAnswered: number;
  /** Whether the server closed the connection within a second of answering. */
  closed: boolean;
}

/**
 * Sends a multipart upload of `declaredBytes` (or chunked, when null) 64 KB at a time, every 10 ms,
 * until the server answers; then stops sending and waits for the connection to close.
 */
function slowUpload(path: string, cookie: string | undefined, declaredBytes: number | null): Promise<SlowUpload> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let sent = 0;
    let received = '';
    let answeredAt: number | null = null;
    let timer: NodeJS.Timeout | undefined;
    const framing = declaredBytes === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${declaredBytes}`;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      socket.destroy();
      const [head, ...rest] = received.split('\r\n\r\n');
      if (!head) return reject(new Error('No answer before the connection closed'));
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const text = rest.join('\r\n\r\n');
      const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: JSON.parse(json || 'null'),
        sentWhenAnswered: answeredAt ?? sent,
        closed,
      });
    };
    const frame = (bytes: Buffer) =>
      declaredBytes === null ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${cookie ? `Cookie: sid=${cookie}\r\n` : ''}` +
          `Content-Type: multipart/form-data; boundary=slow\r\n${framing}\r\n\r\n`,
      );
      socket.write(
        frame(
          Buffer.from('--slow\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'),
        ),
      );
      timer = setInterval(() => {
        if (answeredAt !== null || socket.destroyed) return;
        socket.write(frame(CHUNK));
        sent += CHUNK.length;
      }, 10);
    });
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (answeredAt === null && received.includes('\r\n\r\n')) {
        answeredAt = sent;
        setTimeout(() => finish(false), 1000);
      }
    });
    // A write after the server closed fails; either way the connection is gone.
    socket.on('error', () => undefined);
    socket.on('close', () => (answeredAt !== null ? finish(true) : finish(false)));
  });
}

let owner: Nurse;
let stranger: Nurse;
beforeAll(async () => {
  owner = await pendingNurse(app);
  stranger = await pendingNurse(app);
});

describe('a refused upload is answered before its body is read, and the connection closed', () => {
  it.each<[string, () => string | undefined, number, string]>([
    ['without a session', () => undefined, 401, ERRORS.notSignedIn],
    ["to another nurse's record", () => stranger.client.cookie('sid'), 403, ERRORS.forbidden],
    ['declaring 200 MB', () => owner.client.cookie('sid'), 413, PROFILE_VALIDATION.avatarTooLarge],
  ])('%s', async (_case, cookie, status, message) => {
    const res = await slowUpload(`/api/users/${owner.id}/avatar`, cookie(), 200 * MB);
    expect(res).toMatchObject({ status, body: { statusCode: status, message }, closed: true });
    expect(res.headers.connection).toBe('close');
    expect(res.sentWhenAnswered).toBeLessThan(MB);
  });

  it('stops reading a body without a declared length once it passes the cap', async () => {
    const res = await slowUpload(`/api/users/${owner.id}/avatar`, owner.client.cookie('sid'), null);
    expect(res).toMatchObject({ status: 413, body: { message: PROFILE_VALIDATION.avatarTooLarge }, closed: true });
    expect(res.sentWhenAnswered).toBeLessThan(8 * MB);
  });
});

describe('the per-account upload limit', () => {
  it(`refuses a nurse's upload over ${UPLOADS_PER_ACCOUNT} in the window, with Retry-After, and no one else's`, async () => {
    const nurse = await pendingNurse(app);
    const photo = await fixtures.pngImage();
    const upload = (who: Nurse) =>
      postFile(app, who.client, `/api/users/${who.id}/avatar`, { field: 'avatar', bytes: photo, filename: 'me.png', type: 'image/png' });
    const statuses = [];
    for (let i = 0; i < UPLOADS_PER_ACCOUNT; i += 1) statuses.push((await upload(nurse)).status);
    expect(statuses).toEqual(Array(UPLOADS_PER_ACCOUNT).fill(200));
    const refused = await upload(nurse);
    expect(refused).toMatchObject({ status: 429, body: { statusCode: 429, message: ERRORS.tooManyRequests } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(stranger)).status).toBe(200);
  });
});
