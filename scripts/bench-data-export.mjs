#!/usr/bin/env node
// "Download my data" for a nurse with a long history: the built server on the embedded defaults
// (SQLite, jobs in the API process), a nurse with MESSAGES messages (sent to and received from two
// connected nurses) and DOCUMENTS documents in her wallet (licences with their cards and certifications
// with their certificates, DOCUMENT_KB each), then she asks for her archive. Prints the time from her
// request to the archive being ready and its size, and exits 1 past the target (60 s).
// The nurses, connections and documents go through the API; the messages are written straight into
// the database in one transaction (sending 10,000 through the API would measure sending, not the export).
// Usage: npm run build && npm run bench:data-export
//   BENCH_MESSAGES (10000), BENCH_DOCUMENTS (20), BENCH_DOCUMENT_KB (200).
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { adminCookie, multipart, registerNurse, startBenchServer } from './lib/load-run.mjs';
import { Database } from './lib/sqlite-database.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20);
const DOCUMENT_KB = Number(process.env.BENCH_DOCUMENT_KB ?? 200);
const TARGET_SECONDS = 60;

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function call(server, cookie, method, pathname, body) {
  const res = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { cookie, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function upload(server, cookie, pathname, filename, bytes) {
  const { body, contentType } = multipart('document', filename, 'application/pdf', bytes);
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': contentType },
    body,
  });
  if (!res.ok) throw new Error(`Uploading ${filename} answered ${res.status}: ${await res.text()}`);
}

/** A PDF of `kb` kilobytes, random after its header so that it does not compress to nothing. */
function pdfOf(kb) {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(kb * 1024 - 9)]);
}

const nurse = (name) => ({
  name,
  phone: '(555) 123-4567',
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`,
  password: 'bench-password-1234',
});

const server = await startBenchServer();
let missed = false;
try {
  const admin = await adminCookie(server);
  const mary = await registerNurse(server, nurse('Mary Seacole'));
  const others = [await registerNurse(server, nurse('Anna Maxwell')), await registerNurse(server, nurse('Clara Barton'))];
  for (const { id } of [mary, ...others]) await call(server, admin, 'PUT', `/api/admin/users/${id}/status`, { status: 'live' });
  for (const other of others) {
    const { id } = await call(server, mary.cookie, 'POST', '/api/connections/request', {
      userId1: mary.id,
      userId2: other.id,
      message: 'Hello',
    });
    await call(server, other.cookie, 'PUT', `/api/connections/${id}/status`, { status: 'accepted' });
    await call(server, mary.cookie, 'POST', '/api/messages', { fromUserId: mary.id, toUserId: other.id, content: 'Hi there' });
  }

  const seeding = performance.now();
  for (let index = 0; index < DOCUMENTS; index += 1) {
    if (index % 2 === 0) {
      const licence = await call(server, mary.cookie, 'POST', '/api/credentials/licences', {
        type: 'RN',
        state: 'TX',
        number: `TX-RN-${1000 + index}`,
        multistate: false,
        issueDate: day(-400),
        expiryDate: day(300),
        status: 'active',
      });
      await upload(server, mary.cookie, `/api/credentials/licences/${licence.id}/document`, `licence-${index}.pdf`, pdfOf(DOCUMENT_KB));
    } else {
      const certification = await call(server, mary.cookie, 'POST', '/api/credentials/certifications', {
        name: `Certification ${index}`,
        issuer: 'American Heart Association',
        issueDate: day(-100),
      });
      await upload(
        server,
        mary.cookie,
        `/api/credentials/certifications/${certification.id}/document`,
        `certification-${index}.pdf`,
        pdfOf(DOCUMENT_KB),
      );
    }
  }

  const db = new Database(path.join(server.dataDir, 'nurse-network.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare('INSERT INTO messages (fromUserId, toUserId, content, createdAt) VALUES (?, ?, ?, ?)');
  const start = Date.now() - MESSAGES * 60_000;
  db.transaction(() => {
    for (let index = 0; index < MESSAGES; index += 1) {
      const other = others[index % others.length].id;
      const [from, to] = index % 3 === 0 ? [other, mary.id] : [mary.id, other];
      const at = new Date(start + index * 60_000).toISOString().replace('T', ' ').replace('Z', '');
      insert.run(from, to, `Message ${index}: a shift swap, a question about the night rota, thanks for the cover.`, at);
    }
  })();
  db.close();
  console.log(
    `Seeded ${MESSAGES} messages and ${DOCUMENTS} documents of ${DOCUMENT_KB} KB in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const asked = performance.now();
  await call(server, mary.cookie, 'POST', '/api/account/data-export');
  let state;
  for (;;) {
    state = await call(server, mary.cookie, 'GET', '/api/account/data-export');
    if (state.status === 'ready' || state.status === 'failed') break;
    if (performance.now() - asked > 5 * TARGET_SECONDS * 1000) throw new Error('The archive was not ready after five times the target');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - asked) / 1000;
  if (state.status !== 'ready') throw new Error('The archive failed to build');
  const download = await fetch(`${server.url}/api/account/data-export/download`, { headers: { cookie: mary.cookie } });
  const bytes = (await download.arrayBuffer()).byteLength;
  if (bytes !== state.bytes) throw new Error(`The download has ${bytes} bytes, the record says ${state.bytes}`);
  console.log(
    `Archive ready ${seconds.toFixed(2)} s after her request (target: within ${TARGET_SECONDS} s); ${(state.bytes / 1_000_000).toFixed(2)} MB`,
  );
  missed = seconds > TARGET_SECONDS;
} finally {
  await server.stop();
}
process.exit(missed ? 1 : 0);
