/**
 * A push service of a test's own on 127.0.0.1: it checks each push as a browser vendor's would (a
 * VAPID JWT signed with the app's key for this origin, TTL, aes128gcm) and decrypts the payload with
 * the device's private keys (RFC 8291), so a test reads what the phone would show. Each device is a
 * P-256 key pair and a 16-byte auth secret made here; `answer` scripts a device's replies (410, 429).
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  device: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  status: number;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string; badgeCount: number };
}

export interface TestDevice {
  /** Its id at this service, the last segment of the endpoint. */
  id: string;
  endpoint: string;
  /** As PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
}

export interface ScriptedAnswer {
  status: number;
  retryAfter?: string;
}

export interface OwnPushService {
  url: string;
  /** Pushes accepted (2xx) and refused by a scripted answer, in arrival order. */
  received: ReceivedPush[];
  /** What failed a check; a test expects none. */
  problems: string[];
  /** The VAPID public key pushes must be signed with (the app's /api/push/key). */
  expectKey(publicKey: string): void;
  newDevice(): TestDevice;
  /** The answers this device gives its next pushes, in order; then 201. */
  answer(device: TestDevice, ...answers: ScriptedAnswer[]): void;
  to(device: TestDevice): ReceivedPush[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 and RFC 8188: one aes128gcm record, decrypted with the device's ECDH key and auth secret. */
export function decryptPush(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The plaintext ends with the last record's delimiter (2), then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The problems of a VAPID Authorization header (RFC 8292) for a push to `origin`; empty when it holds. */
export function vapidProblems(authorization: string | undefined, origin: string, expectedKey: string | null, nowSeconds: number): string[] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return [`Authorization is not "vapid t=..., k=...": ${authorization}`];
  const [, token, key] = match;
  const problems: string[] = [];
  if (expectedKey && key !== expectedKey) problems.push('k is not the app’s VAPID public key');
  const [header, claims, signature] = token.split('.');
  const point = fromB64url(key);
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64url(signature));
  if (!signed) problems.push('the JWT does not verify against k');
  if (JSON.parse(fromB64url(header).toString()).alg !== 'ES256') problems.push('the JWT is not ES256');
  const { aud, exp, sub } = JSON.parse(fromB64url(claims).toString()) as { aud: string; exp: number; sub: string };
  if (aud !== origin) problems.push(`aud ${aud} is not ${origin}`);
  if (!(exp > nowSeconds && exp <= nowSeconds + 24 * 3600)) problems.push(`exp ${exp} is not within 24 hours`);
  if (!/^(mailto:|https:)/.test(sub)) problems.push(`sub ${sub} is not a mailto: or https: URL`);
  return problems;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startPushService(): Promise<OwnPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  let expectedKey: string | null = null;
  let origin = '';

  const own: Omit<OwnPushService, 'url' | 'close'> = {
    received: [],
    problems: [],
    expectKey: (publicKey) => {
      expectedKey = publicKey;
    },
    newDevice: () => {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer: (device, ...answers) => {
      scripts.set(device.id, [...(scripts.get(device.id) ?? []), ...answers]);
    },
    to: (device) => own.received.filter((push) => push.device === device.id),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) {
        res.writeHead(404).end();
        return;
      }
      const problems = vapidProblems(req.headers.authorization, origin, expectedKey, Math.floor(Date.now() / 1000));
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
        problems.push(`TTL header missing or malformed: ${req.headers.ttl}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') problems.push(`Content-Encoding is ${req.headers['content-encoding']}`);
      const topic = (req.headers.topic as string | undefined) ?? null;
      if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) problems.push(`Topic ${topic} is not up to 32 base64url characters`);
      let payload: ReceivedPush['payload'] | null = null;
      try {
        payload = JSON.parse(decryptPush(body, device.ecdh, device.auth)) as ReceivedPush['payload'];
      } catch (error) {
        problems.push(`the payload does not decrypt: ${(error as Error).message}`);
      }
      if (problems.length > 0 || !payload) {
        own.problems.push(...problems);
        res.writeHead(400).end(problems.join('; '));
        return;
      }
      const scripted = scripts.get(id)?.shift();
      const status = scripted?.status ?? 201;
      own.received.push({ device: id, at: Date.now(), status, ttl, urgency: (req.headers.urgency as string) ?? null, topic, payload });
      res.writeHead(status, scripted?.retryAfter ? { 'Retry-After': scripted.retryAfter } : {}).end();
    })().catch((error: unknown) => {
      own.problems.push(String(error));
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...own,
    // `received` and `problems` are the same arrays the server fills.
    url: origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
