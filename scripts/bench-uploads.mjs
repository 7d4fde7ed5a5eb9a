#!/usr/bin/env node
// Memory under simultaneous large photo uploads, against the production build on the embedded defaults:
// sixteen nurses each upload a 6300x6300 PNG (small on the wire, about 40 megapixels to decode) at the
// same moment, for a few rounds. Prints the API's resident memory (RSS) before, at its peak during the
// uploads and a few seconds after, and the answers it gave.
// Usage: npm run build && node scripts/bench-uploads.mjs   (UPLOADS_AT_ONCE, UPLOAD_ROUNDS to change the load)
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { multipart, registerNurse, startBenchServer } from './lib/load-run.mjs';

const atOnce = Number(process.env.UPLOADS_AT_ONCE ?? 16);
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 3);
const SIDE = 6300;
const LIMIT_MB = 400;

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** A large picture that compresses well: a few shapes on a gradient. */
function largePng() {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#c06080"/><stop offset="1" stop-color="#3070b0"/></linearGradient></defs>` +
      `<rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/><circle cx="3150" cy="2600" r="1400" fill="#f0d0b0"/></svg>`,
  );
  return sharp(svg).png({ compressionLevel: 9, palette: true }).toBuffer();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const png = await largePng();
const server = await startBenchServer();
try {
  const nurses = [];
  for (let i = 0; i < atOnce; i += 1) {
    nurses.push(
      await registerNurse(server, {
        name: 'Bench Nurse',
        phone: '(555) 010-2030',
        email: `bench.upload${i}@example.org`,
        password: 'bench-password-1',
      }),
    );
  }
  await sleep(1000);
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const statuses = new Map();
  const started = Date.now();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      nurses.map(async ({ id, cookie }) => {
        const upload = multipart('avatar', 'large.png', 'image/png', png);
        const res = await fetch(`${server.url}/api/users/${id}/avatar`, {
          method: 'POST',
          headers: { cookie, 'content-type': upload.contentType },
          body: upload.body,
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  await sleep(5000);
  clearInterval(sampler);
  const after = rssMb(server.pid);

  console.log(
    `${rounds} rounds of ${atOnce} simultaneous uploads of a ${SIDE}x${SIDE} PNG (${(png.length / 1024).toFixed(0)} KB) in ${seconds.toFixed(1)} s`,
  );
  console.log(`answers: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  console.log(
    `RSS before ${before.toFixed(0)} MB, peak during ${peak.toFixed(0)} MB, 5 s after ${after.toFixed(0)} MB (limit ${LIMIT_MB} MB)`,
  );
  if (peak > LIMIT_MB || statuses.get(200) !== atOnce * rounds) process.exitCode = 1;
} finally {
  await server.stop();
}
