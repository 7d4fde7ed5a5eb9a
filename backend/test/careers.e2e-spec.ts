/**
 * Jobs and learning for live nurses, filtered by the interests screen's chips: the first release's twelve
 * listings (now the job board's first open listings, under their catalogue specialties) and its learning.
 */
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, pendingNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let nurse: Nurse;
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
  nurse = await liveNurse(app, {}, admin);
});

const jobs = async (query = '') => expectStatus(await nurse.client.get(`/api/jobs${query}`), 200).body;
const learning = async (query = '') => expectStatus(await nurse.client.get(`/api/learning-resources${query}`), 200).body;

it('lists all twelve jobs, newest first, each written out in full with its pay', async () => {
  const { items, total } = await jobs();
  expect(total).toBe(12);
  expect(new Set(items.map((job: { Specialty: string }) => job.Specialty))).toEqual(
    new Set([
      'Critical Care',
      'Pediatrics',
      'Labor & Delivery',
      'Oncology',
      'Emergency Medicine',
      'Home Health',
      'Telemetry',
      'Psychiatric',
      'Operating Room',
      'School Health',
      'Nephrology',
      'Medical Surgical',
    ]),
  );
  const posted = items.map((job: { DatePosted: string }) => job.DatePosted);
  expect(posted).toEqual([...posted].sort().reverse());
  for (const job of items) {
    // The first release's fields (capitalised) are each written out; the job board's own are tested in job-board.e2e-spec.ts.
    for (const [field, value] of Object.entries(job)) {
      if (/^[A-Z]/.test(field) && field !== 'ExperienceRequiredYears')
        expect({ field, value: String(value).trim().length > 0 }).toEqual({ field, value: true });
    }
    expect(job.PayRate).toMatch(/^\$[\d,.]+( - \$[\d,.]+)?$/);
    expect(['Hourly', 'Annually']).toContain(job.PayType);
    expect(job.ApplicationLink).toMatch(/^https:\/\//);
  }
});

it('lists all eight learning resources by title, rated 4.4 to 4.9', async () => {
  const { items, total } = await learning();
  expect(total).toBe(8);
  const titles = items.map((resource: { title: string }) => resource.title);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  for (const resource of items) {
    expect(resource.rating).toBeGreaterThanOrEqual(4.4);
    expect(resource.rating).toBeLessThanOrEqual(4.9);
    expect(['Course', 'Certification', 'Workshop']).toContain(resource.type);
    expect(resource.link).toMatch(/^https:\/\//);
  }
});

it('filters by chips: either contains the other in whole words, or the catalogue knows them as one; several chips a union', async () => {
  expect((await jobs('?specialty=critical%20care')).items.map((job: { Specialty: string }) => job.Specialty)).toEqual(['Critical Care']);
  expect((await jobs('?specialty=Oncology&specialty=pediatrics')).items.map((job: { Specialty: string }) => job.Specialty).sort()).toEqual([
    'Oncology',
    'Pediatrics',
  ]);
  expect((await learning('?specialty=Operating%20Room%20Nursing')).items.map((r: { specialty: string }) => r.specialty)).toEqual([
    'Operating Room',
  ]);
  expect(await jobs('?specialty=Dermatology')).toEqual({ items: [], total: 0, nextCursor: null });
  expect((await jobs('?specialty=ER')).items.map((job: { JobID: string }) => job.JobID)).toEqual(['JOB-1005']);
});

it('is for live nurses', async () => {
  expectStatus(await app.client().get('/api/jobs'), 401);
  expectStatus(await (await pendingNurse(app)).client.get('/api/learning-resources'), 403);
  expectStatus(await admin.get('/api/jobs'), 401);
});

it('refuses too many or too long chips with a message', async () => {
  const eleven = Array.from({ length: 11 }, (_, i) => `specialty=s${i}`).join('&');
  expect(expectStatus(await nurse.client.get(`/api/jobs?${eleven}`), 400).body.message).toBe('At most 10 specialties at once');
  expect(expectStatus(await nurse.client.get(`/api/jobs?specialty=${'x'.repeat(101)}`), 400).body.message).toBe(
    'A specialty is at most 100 characters',
  );
  expectStatus(await nurse.client.get('/api/jobs?specialty[a]=1'), 400);
});
