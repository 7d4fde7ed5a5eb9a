#!/usr/bin/env node
// Memory under simultaneous message attachments, against the production build on the embedded
// defaults: sixteen live nurses each upload a photo of nearly the largest size accepted (a JPEG of
// about 10 MB, 15 megapixels of noise that no encoder can shrink) to POST /api/messages/attachments at
// the same moment, for a few rounds. Each photo is streamed to a temporary file, re-encoded without
// its metadata with a thumbnail in the photo encoder process, and stored. Prints the API's resident
// memory (RSS), alone and with its encoder process, before, at its peak during the uploads and 10
// seconds after, and the answers it gave. The API's peak must stay under 400 MB.
// Usage: npm run build && npm run bench:attachment-uploads   (UPLOADS_AT_ONCE, UPLOAD_ROUNDS to change the load)
import sharp from 'sharp';
import { adminCookie, registerNurse, startBenchServer, uploadAtOnce } from './lib/load-run.mjs';
import { mb, memoryMb, peakSampler } from './lib/process-memory.mjs';

const atOnce = Number(process.env.UPLOADS_AT_ONCE ?? 16);
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 2);
/** MESSAGE_ATTACHMENT_MAX_BYTES in libs/domain/src/message-attachments.ts. */
const MAX_BYTES = 10 * 1024 * 1024;
const LIMIT_MB = 400;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JPEG of noise just under the size limit: the largest photo a nurse can attach, and the hardest to encode. */
async function largestJpeg() {
  for (let side = 3960; ; side -= 40) {
    const jpeg = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES) return { jpeg, side };
  }
}

/** Registers `count` nurses and has the administrator make them live (only live nurses message). */
async function liveNurses(server, count) {
  const admin = await adminCookie(server);
  const nurses = [];
  for (let i = 0; i < count; i += 1) {
    const nurse = await registerNurse(server, {
      name: 'Bench Nurse',
      phone: '(555) 010-2030',
      email: `bench.attachment${i}@example.org`,
      password: 'bench-password-1',
    });
    const activated = await fetch(`${server.url}/api/admin/users/${nurse.id}/status`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'live' }),
    });
    if (!activated.ok) throw new Error(`Activating a bench nurse failed: ${activated.status}`);
    nurses.push(nurse);
  }
  return nurses;
}

const { jpeg, side } = await largestJpeg();
const server = await startBenchServer();
try {
  const nurses = await liveNurses(server, atOnce);
  await sleep(1000);
  const before = memoryMb(server.pid);
  const sampler = peakSampler(server.pid);
  const started = Date.now();
  const statuses = await uploadAtOnce(server, nurses, {
    rounds,
    path: () => '/api/messages/attachments',
    field: 'file',
    filename: 'ward.jpg',
    type: 'image/jpeg',
    bytes: jpeg,
  });
  const seconds = (Date.now() - started) / 1000;
  await sleep(10_000);
  const peak = sampler.stop();
  const after = memoryMb(server.pid);

  console.log(
    `attachments (${side}x${side} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB): ${rounds} rounds of ${atOnce} simultaneous uploads in ${seconds.toFixed(1)} s`,
  );
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  console.log(`  API RSS before ${mb(before.api)}, peak during ${mb(peak.api)} (limit ${LIMIT_MB} MB), 10 s after ${mb(after.api)}`);
  console.log(`  with its encoder process: peak during ${mb(peak.total)}, 10 s after ${mb(after.total)}`);
  if (peak.api > LIMIT_MB || statuses.get(201) !== atOnce * rounds) process.exitCode = 1;
} finally {
  await server.stop();
}
