#!/usr/bin/env node
// Load run of the profile API against the production build on the embedded defaults (SQLite, in-process
// jobs): PUT /api/users/{id} with a full profile body, and a photo upload (a 1024x768 JPEG, about the
// size a phone sends after the browser's picker) that the server re-encodes to a 512 px WebP.
// Prints requests per second and latency percentiles.
// Usage: npm run build && node scripts/bench-profile.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import sharp from 'sharp';
import { connections, multipart, registerNurse, report, run, benchSeconds, startBenchServer } from './lib/load-run.mjs';

const seconds = benchSeconds(25);
const nurse = { name: 'Bench Nurse', phone: '(555) 010-2030', email: 'bench.profile@example.org', password: 'bench-password-1' };

const profile = {
  name: 'Bench Nurse',
  phone: '(555) 010-2031',
  workExperience: 'Eight years in adult critical care, the last three as charge nurse on a 24-bed ICU.',
  education: 'BSN, University of Texas at Austin, 2016',
  licenses: 'RN-TX-123456,RN-FL-654321',
  certifications: 'ACLS,BLS,CCRN',
  linkedinUrl: 'https://www.linkedin.com/in/bench-nurse',
  location: 'Austin, TX',
  licensureType: 'RN,APRN',
  selectedStates: 'TX,FL,CA',
  eNLCStates: 'TX,FL',
  confirmedSpecialties: ['ICU', 'Critical Care', 'ER'],
  selectedCareerAreas: ['Oncology', 'Telehealth'],
  onboardingCompleted: true,
};

/** A photo-like JPEG: smooth colours with some grain, so it compresses like a picture, not like noise. */
async function samplePhoto() {
  const grain = await sharp({
    create: { width: 1024, height: 768, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 0, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#c06080"/><stop offset="1" stop-color="#3070b0"/></linearGradient></defs>` +
      `<rect width="1024" height="768" fill="url(#g)"/><circle cx="512" cy="330" r="180" fill="#f0d0b0"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'add' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const server = await startBenchServer();
try {
  const { id, cookie } = await registerNurse(server, nurse);

  const photo = await samplePhoto();
  const upload = multipart('avatar', 'photo.jpg', 'image/jpeg', photo);
  const check = await fetch(`${server.url}/api/users/${id}/avatar`, {
    method: 'POST',
    headers: { cookie, 'content-type': upload.contentType },
    body: upload.body,
  });
  if (check.status !== 200) throw new Error(`The sample photo was refused: ${check.status} ${await check.text()}`);

  console.log(`${seconds} s per endpoint, ${connections} connections, on ${server.url}; photo ${(photo.length / 1024).toFixed(0)} KB`);
  const update = await run('PUT /api/users/{id}', {
    duration: seconds,
    url: `${server.url}/api/users/${id}`,
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  const avatar = await run('POST /api/users/{id}/avatar', {
    duration: seconds,
    url: `${server.url}/api/users/${id}/avatar`,
    method: 'POST',
    headers: { cookie, 'content-type': upload.contentType },
    body: upload.body,
  });
  const failures = report(update, avatar);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
