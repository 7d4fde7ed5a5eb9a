/**
 * The job board over HTTP: administrators write listings as drafts, publish them only with a pay range,
 * change, close and reopen them (each audited, pay changes kept as a history); nurses search the open
 * ones with filters, sorts and pages done by the server, and read a closed one by its address.
 */
import type { ApiClient } from './support/api-client';
import { adminAndNurse, expectStatus, liveNurse, type Nurse } from './support/actors';
import { jobBody } from './support/job-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let nurse: Nurse;

beforeAll(async () => ({ admin, nurse } = await adminAndNurse(app)));

/** A word no other listing has, so a search finds only this test's listings. */
const unique = () => `zq${Math.random().toString(36).slice(2, 10)}`;

async function draft(overrides: Record<string, unknown> = {}): Promise<{ id: number; status: string }> {
  return expectStatus(await admin.post('/api/admin/jobs', jobBody(overrides)), 201).body;
}

async function published(overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = await draft(overrides);
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  return id;
}

async function search(query: string) {
  return expectStatus(await nurse.client.get(`/api/jobs?${query}`), 200).body as {
    items: { id: number; title: string; pay: { hourlyMax: number } }[];
    total: number;
    nextCursor: string | null;
  };
}

const ids = (page: { items: { id: number }[] }) => page.items.map(({ id }) => id);

async function auditActions(jobId: number): Promise<string[]> {
  const { items } = expectStatus(await admin.get('/api/admin/audit-log?pageSize=100'), 200).body;
  return (items as { action: string; targetType: string | null; targetId: string | null }[])
    .filter((entry) => entry.targetType === 'job' && entry.targetId === String(jobId))
    .map((entry) => entry.action)
    .reverse();
}

describe('listings administrators keep', () => {
  it('are written as drafts that no nurse sees, and published only with a pay range', async () => {
    const word = unique();
    const { id, status } = await draft({ title: `Charge nurse ${word}`, payMin: null, payMax: null, payUnit: null });
    expect(status).toBe('draft');
    expect((await search(`q=${word}`)).total).toBe(0);
    expect((await nurse.client.get(`/api/jobs/${id}`)).status).toBe(404);

    const refused = expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 400);
    expect(refused.body).toMatchObject({
      message: 'Add a pay range before publishing: every listing shows its pay',
      errors: [{ field: 'payMin', message: 'Add a pay range before publishing: every listing shows its pay' }],
    });
    const half = expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ title: `Charge nurse ${word}`, payMax: null })), 400);
    expect(half.body.message).toBe('Give the pay as a lowest and highest amount with its unit, or leave all three empty on a draft');
    const upsideDown = expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ payMin: 70, payMax: 60 })), 400);
    expect(upsideDown.body.message).toBe('The lowest pay cannot be more than the highest');

    expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ title: `Charge nurse ${word}` })), 200);
    const opened = expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200).body;
    expect(opened).toMatchObject({ status: 'open', postedOn: new Date().toISOString().slice(0, 10) });
    expect(opened.pay).toMatchObject({ min: 48.5, max: 61.75, unit: 'hourly', text: '$48.50–$61.75 an hour' });
    expect(ids(await search(`q=${word}`))).toEqual([id]);
    expect(await auditActions(id)).toEqual(['create-job', 'update-job', 'publish-job']);
  });

  it('keep a published listing’s pay changes as a history nurses read, and never lose the pay range', async () => {
    const id = await published();
    expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ payMin: 52, payMax: 64 })), 200);
    expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ payMin: 52, payMax: 64, title: 'Renamed, same pay' })), 200);
    const removed = expectStatus(await admin.put(`/api/admin/jobs/${id}`, jobBody({ payMin: null, payMax: null, payUnit: null })), 409);
    expect(removed.body.message).toBe('A published listing keeps a pay range; change it, or close the listing');

    const detail = expectStatus(await nurse.client.get(`/api/jobs/${id}`), 200).body;
    expect(detail.title).toBe('Renamed, same pay');
    expect(detail.payHistory.map((change: { text: string }) => change.text)).toEqual(['$48.50–$61.75 an hour', '$52–$64 an hour']);
    expect(await auditActions(id)).toEqual(['create-job', 'publish-job', 'update-job', 'update-job']);
  });

  it('leave search at once when closed, stay readable by their address, and come back when reopened', async () => {
    const word = unique();
    const id = await published({ title: `Flight nurse ${word}` });
    expect(ids(await search(`q=${word}`))).toEqual([id]);
    expect(expectStatus(await admin.post(`/api/admin/jobs/${id}/close`), 200).body).toMatchObject({ status: 'closed' });
    expect((await search(`q=${word}`)).total).toBe(0);
    expect(expectStatus(await nurse.client.get(`/api/jobs/${id}`), 200).body).toMatchObject({ id, status: 'closed' });
    expect((await admin.post(`/api/admin/jobs/${id}/close`)).status).toBe(409);

    expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
    expect(ids(await search(`q=${word}`))).toEqual([id]);
    expect(await auditActions(id)).toEqual(['create-job', 'publish-job', 'close-job', 'reopen-job']);
  });

  it('are listed for administrators with drafts and closed ones, by status and words', async () => {
    const word = unique();
    const drafted = (await draft({ title: `Wound care ${word}` })).id;
    const open = await published({ title: `Wound care ${word}` });
    const list = async (query: string) => ids(expectStatus(await admin.get(`/api/admin/jobs?q=${word}${query}`), 200).body);
    expect((await list('')).sort()).toEqual([drafted, open].sort());
    expect(await list('&status=draft')).toEqual([drafted]);
    expect(await list('&status=open')).toEqual([open]);
  });

  it('refuses a specialty the catalogue does not know, and contract fields on a staff job', async () => {
    const unknown = expectStatus(await admin.post('/api/admin/jobs', jobBody({ specialties: ['Underwater basket weaving'] })), 400);
    expect(unknown.body.errors).toEqual([
      { field: 'specialties', message: 'Underwater basket weaving is not a specialty in the catalogue' },
    ]);
    const contract = expectStatus(await admin.post('/api/admin/jobs', jobBody({ contractWeeks: 13 })), 400);
    expect(contract.body.message).toBe('Contract length and start date apply to travel and contract jobs only');
    expectStatus(
      await admin.post('/api/admin/jobs', jobBody({ employmentType: 'travel', contractWeeks: 13, startDate: '2027-01-04' })),
      201,
    );
  });
});

describe('search for nurses', () => {
  const word = unique();
  let austinNights: number;
  let dallasDaysTravel: number;
  let floridaClinic: number;

  beforeAll(async () => {
    austinNights = await published({
      title: `Nurse ${word} one`,
      city: 'Austin',
      state: 'TX',
      shiftPattern: 'nights',
      payMin: 40,
      payMax: 50,
    });
    dallasDaysTravel = await published({
      title: `Nurse ${word} two`,
      city: 'Dallas',
      state: 'TX',
      shiftPattern: 'days',
      employmentType: 'travel',
      // $2,340 a week over 36 hours is $65 an hour.
      payMin: 2100,
      payMax: 2340,
      payUnit: 'weekly',
      payIncludes: 'Taxable $25/h plus stipends',
      specialties: ['Emergency Medicine'],
    });
    floridaClinic = await published({
      title: `Nurse ${word} three`,
      city: 'Miami',
      state: 'FL',
      setting: 'clinic',
      shiftPattern: 'days',
      // $104,000 a year on a 40-hour week is $50 an hour.
      payMin: 90_000,
      payMax: 104_000,
      payUnit: 'annual',
      hoursPerWeek: null,
      specialties: ['Oncology'],
    });
  });

  it('filters by state, shift, employment type, setting and specialty chips', async () => {
    expect(ids(await search(`q=${word}&state=TX&sort=newest`)).sort()).toEqual([austinNights, dallasDaysTravel].sort());
    expect(ids(await search(`q=${word}&shift=days&state=TX`))).toEqual([dallasDaysTravel]);
    expect(ids(await search(`q=${word}&employmentType=travel`))).toEqual([dallasDaysTravel]);
    expect(ids(await search(`q=${word}&setting=clinic`))).toEqual([floridaClinic]);
    expect(ids(await search(`q=${word}&specialty=ER`))).toEqual([dallasDaysTravel]);
    expect(ids(await search(`q=${word}&specialty=oncology&specialty=critical%20care`)).sort()).toEqual(
      [austinNights, floridaClinic].sort(),
    );
  });

  it('compares the minimum pay in dollars an hour by the documented rule, whatever unit it is given in', async () => {
    expect(ids(await search(`q=${word}&minPay=60&minPayUnit=hourly`))).toEqual([dallasDaysTravel]);
    // $104,000 a year is $50 an hour on a 40-hour week: the clinic and the travel job reach it, the $50 cap of Austin too.
    expect(ids(await search(`q=${word}&minPay=104000&minPayUnit=annual&sort=pay`))).toEqual([
      dallasDaysTravel,
      floridaClinic,
      austinNights,
    ]);
    // A minimum given weekly is read over the standard 40-hour week: $2,001 is $50.03 an hour, above the $50 listings.
    expect(ids(await search(`q=${word}&minPay=2001&minPayUnit=weekly&sort=pay`))).toEqual([dallasDaysTravel]);
  });

  it('sorts by pay or newest and pages with a cursor, never repeating or skipping a listing', async () => {
    const byPay = await search(`q=${word}&sort=pay`);
    expect(byPay.items.map(({ pay }) => pay.hourlyMax)).toEqual([65, 50, 50]);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`q=${word}&sort=pay&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(3);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids(byPay));
    const stale = expectStatus(await nurse.client.get(`/api/jobs?q=${word}&sort=newest&cursor=${byPay.nextCursor ?? 'WzEsMl0'}`), 400);
    expect(stale.body.message).toBe('This page link is out of date: go back to the first page and page through again');
  });

  it('keeps, with practiceOnly, the states her licences let her practise in', async () => {
    const floridian = await liveNurse(app, {}, admin);
    const practising = async () => ids(expectStatus(await floridian.client.get(`/api/jobs?q=${word}&practiceOnly=true`), 200).body);
    expectStatus(
      await floridian.client.post('/api/credentials/licences', {
        type: 'RN',
        state: 'FL',
        number: 'RN-77',
        multistate: false,
        issueDate: '2025-01-01',
        expiryDate: '2099-01-01',
        status: 'active',
      }),
      201,
    );
    expect(await practising()).toEqual([floridaClinic]);
  });

  it('keeps, with practiceOnly, only listings whose every required licence she holds for their state', async () => {
    const own = unique();
    const inFlorida = (requiredLicences: string[]) =>
      published({ title: `${own} ${requiredLicences.join(' ')}`, state: 'FL', requiredLicences });
    const [rn, aprn, rnAndAprn, none] = [
      await inFlorida(['RN']),
      await inFlorida(['APRN']),
      await inFlorida(['RN', 'APRN']),
      await inFlorida([]),
    ];
    const rnInTexas = await published({ title: `${own} RN`, state: 'TX', requiredLicences: ['RN'] });
    const licence = (type: string, number: string) => ({
      type,
      state: 'FL',
      number,
      multistate: false,
      issueDate: '2025-01-01',
      expiryDate: '2099-01-01',
      status: 'active',
      ...(type === 'APRN' ? { aprnRole: 'CNP' } : {}),
    });
    const practitioner = await liveNurse(app, {}, admin);
    const practising = async () =>
      ids(expectStatus(await practitioner.client.get(`/api/jobs?q=${own}&practiceOnly=true&sort=newest`), 200).body).sort((a, b) => a - b);

    expectStatus(await practitioner.client.post('/api/credentials/licences', licence('RN', 'RN-78')), 201);
    expect(await practising()).toEqual([rn, none]);
    expectStatus(await practitioner.client.post('/api/credentials/licences', licence('APRN', 'APRN-12')), 201);
    expect(await practising()).toEqual([rn, aprn, rnAndAprn, none]);
    expect(await practising()).not.toContain(rnInTexas);
  });

  it('answers the listing in the first release’s field names too', async () => {
    const [listing] = (await search(`q=${word}&employmentType=travel`)).items as unknown as Record<string, unknown>[];
    expect(listing).toMatchObject({
      JobID: `JOB-${1000 + dallasDaysTravel}`,
      Location: 'Dallas, TX',
      PayType: 'Hourly',
      PayRate: '$58.33 - $65.00',
      Specialty: 'Emergency Medicine',
      pay: { unit: 'weekly', includes: 'Taxable $25/h plus stipends', text: '$2,100–$2,340 a week', hourlyMax: 65 },
    });
  });
});
