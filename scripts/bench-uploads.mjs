#!/usr/bin/env node
// Memory under simultaneous large uploads, against the production build on the embedded defaults:
// sixteen nurses each upload a 6300x6300 PNG (small on the wire, about 40 megapixels to decode) at the
// same moment, for a few rounds; then each uploads a résumé of the largest size accepted (a 10 MB PDF),
// the same way. For each, prints the API's resident memory (RSS), alone and with its photo encoder
// process, before, at its peak during the uploads, 5 and 10 seconds after, and the answers it gave. The
// API's peak must stay under 400 MB, and the memory must come back under 300 MB within ten seconds.
// Usage: npm run build && node scripts/bench-uploads.mjs   (UPLOADS_AT_ONCE, UPLOAD_ROUNDS to change the load)
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { registerNurse, startBenchServer, uploadAtOnce } from './lib/load-run.mjs';
import { mb, memoryMb, peakSampler } from './lib/process-memory.mjs';

const atOnce = Number(process.env.UPLOADS_AT_ONCE ?? 16);
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 3);
const SIDE = 6300;
/** UPLOAD_LIMITS.resumeMaxBytes in libs/domain/src/profile.ts: the largest résumé the API accepts. */
const RESUME_BYTES = 10 * 1024 * 1024;
const LIMIT_MB = 400;
const SETTLED_LIMIT_MB = 300;

/** A large picture that compresses well: a few shapes on a gradient. */
function largePng() {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#c06080"/><stop offset="1" stop-color="#3070b0"/></linearGradient></defs>` +
      `<rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/><circle cx="3150" cy="2600" r="1400" fill="#f0d0b0"/></svg>`,
  );
  return sharp(svg).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * CPU seconds (user and system) a process and its children that have exited have used so far; Linux
 * counts them in ticks of 1/100 s.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PDF of exactly `size` bytes: a minimal document padded with spaces after its end marker. */
function paddedPdf(size) {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ).copy(bytes);
  return bytes;
}

/**
 * `rounds` rounds of every nurse uploading the file at once to `route`; prints the figures and answers
 * whether they stayed within the limits.
 */
async function measureUploads(server, nurses, { label, route, field, filename, type, bytes }) {
  await sleep(1000);
  const before = memoryMb(server.pid);
  const sampler = peakSampler(server.pid);
  const started = Date.now();
  const cpuBefore = cpuSeconds(server.pid);
  const statuses = await uploadAtOnce(server, nurses, { rounds, path: (id) => `/api/users/${id}/${route}`, field, filename, type, bytes });
  const seconds = (Date.now() - started) / 1000;
  await sleep(5000);
  const afterFive = memoryMb(server.pid);
  await sleep(5000);
  const peak = sampler.stop();
  const afterTen = memoryMb(server.pid);
  // The encoder has exited by now, so its time is counted.
  const cpu = cpuSeconds(server.pid) - cpuBefore;

  console.log(
    `${label}: ${rounds} rounds of ${atOnce} simultaneous uploads of ${(bytes.length / 1024).toFixed(0)} KB in ${seconds.toFixed(1)} s, ` +
      `CPU time of the server and its encoder ${cpu.toFixed(1)} s`,
  );
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  console.log(
    `  API RSS before ${mb(before.api)}, peak during ${mb(peak.api)} (limit ${LIMIT_MB} MB), ` +
      `5 s after ${mb(afterFive.api)}, 10 s after ${mb(afterTen.api)} (limit ${SETTLED_LIMIT_MB} MB)`,
  );
  console.log(
    `  with its encoder process: peak during ${mb(peak.total)}, 5 s after ${mb(afterFive.total)}, 10 s after ${mb(afterTen.total)}`,
  );
  const settled = Math.max(afterTen.api, afterTen.total);
  return peak.api <= LIMIT_MB && settled <= SETTLED_LIMIT_MB && statuses.get(200) === atOnce * rounds;
}

const png = await largePng();
const resume = paddedPdf(RESUME_BYTES);
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
  const photos = await measureUploads(server, nurses, {
    label: `photos (${SIDE}x${SIDE} PNG)`,
    route: 'avatar',
    field: 'avatar',
    filename: 'large.png',
    type: 'image/png',
    bytes: png,
  });
  const resumes = await measureUploads(server, nurses, {
    label: 'résumés (the largest PDF accepted)',
    route: 'resume',
    field: 'resume',
    filename: 'large.pdf',
    type: 'application/pdf',
    bytes: resume,
  });
  if (!photos || !resumes) process.exitCode = 1;
} finally {
  await server.stop();
}
