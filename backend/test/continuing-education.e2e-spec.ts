/**
 * Continuing education over HTTP: her CE activities with their certificates, the progress per licence
 * against the state's dated rule or her own, and the CSV transcript for an audit. Only she changes them;
 * another nurse is told they do not exist; administrators read.
 */
import { ceCycle, ceSourceLine, formatCeDate, stateCeRequirement, type CeRule } from '@nurse/catalogue';
import * as fixtures from './profile-support/upload-fixtures';
import { getBytes, postFile } from './profile-support/multipart';
import { adminClient, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let other: Nurse;

/** Dates relative to today (UTC), so "not in the future" and the licence's cycle hold whenever the test runs. */
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function activity(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pharmacology update',
    provider: 'Florida Nurses Association',
    completedOn: day(-30),
    hours: 1.5,
    topics: ['pharmacology'],
    ...overrides,
  };
}

async function addActivity(nurse: Nurse, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await nurse.client.post('/api/credentials/ce-activities', activity(overrides));
  expect(res.status).toBe(201);
  return res.body.id;
}

async function addLicence(nurse: Nurse, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await nurse.client.post('/api/credentials/licences', {
    type: 'RN',
    state: 'FL',
    number: 'RN-9001',
    multistate: false,
    issueDate: day(-400),
    expiryDate: day(300),
    status: 'active',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  admin = await adminClient(app);
  owner = await liveNurse(app, {}, admin);
  other = await liveNurse(app, {}, admin);
});

describe('CE activities', () => {
  it('are created, read, listed, changed and deleted by their owner, with decimal hours kept exactly', async () => {
    const created = await owner.client.post('/api/credentials/ce-activities', activity({ title: '  Opioid safety  ', hours: 2.25 }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...activity({ title: 'Opioid safety', hours: 2.25 }), document: null });
    const id = created.body.id;
    expect((await owner.client.get(`/api/credentials/ce-activities/${id}`)).body).toEqual(created.body);
    expect((await owner.client.get('/api/credentials/ce-activities')).body.items.map((a: { id: number }) => a.id)).toContain(id);

    const changed = await owner.client.put(`/api/credentials/ce-activities/${id}`, { hours: 0.1, topics: ['ethics', 'implicit-bias'] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Opioid safety', hours: 0.1, topics: ['ethics', 'implicit-bias'] });

    expect((await owner.client.request('DELETE', `/api/credentials/ce-activities/${id}`)).body).toEqual({ message: 'CE activity deleted' });
    expect((await owner.client.get(`/api/credentials/ce-activities/${id}`)).status).toBe(404);
  });

  it('are not found for another nurse, readable but not changeable by an administrator', async () => {
    const id = await addActivity(owner);
    for (const res of [
      await other.client.get(`/api/credentials/ce-activities/${id}`),
      await other.client.put(`/api/credentials/ce-activities/${id}`, { hours: 3 }),
      await other.client.request('DELETE', `/api/credentials/ce-activities/${id}`),
      await other.client.request('DELETE', `/api/credentials/ce-activities/${id}/document`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CE activity not found');
    }
    expect((await other.client.get('/api/credentials/ce-activities')).body.items.map((a: { id: number }) => a.id)).not.toContain(id);
    const upload = await postFile(app, other.client, `/api/credentials/ce-activities/${id}/document`, {
      field: 'document',
      bytes: fixtures.minimalPdf(),
      filename: 'theirs.pdf',
    });
    expect(upload.status).toBe(404);
    expect((await admin.get(`/api/credentials/ce-activities/${id}`)).body.title).toBe('Pharmacology update');
    expect((await admin.put(`/api/credentials/ce-activities/${id}`, { hours: 3 })).status).toBe(401);
    expect((await owner.client.get(`/api/credentials/ce-activities/${id}`)).body.hours).toBe(1.5);
  });

  it('answer 401 without a session on every route', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/credentials/ce-activities'],
      ['POST', '/api/credentials/ce-activities'],
      ['GET', '/api/credentials/ce-activities/1'],
      ['PUT', '/api/credentials/ce-activities/1'],
      ['DELETE', '/api/credentials/ce-activities/1'],
      ['GET', '/api/credentials/ce-activities/1/document'],
      ['DELETE', '/api/credentials/ce-activities/1/document'],
      ['GET', '/api/credentials/licences/1/ce-progress'],
      ['GET', '/api/credentials/licences/1/ce-requirement'],
      ['PUT', '/api/credentials/licences/1/ce-requirement'],
      ['DELETE', '/api/credentials/licences/1/ce-requirement'],
      ['GET', '/api/credentials/ce-transcript.csv'],
    ] as const) {
      const res = await anonymous.request(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : activity() });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it('refuse bad input with a message naming what to change', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ hours: 0 }, 'hours', /from 0.1 to 100/],
      [{ hours: 100.5 }, 'hours', /from 0.1 to 100/],
      [{ hours: 1.255 }, 'hours', /at most two decimals/],
      [{ hours: '1.5' }, 'hours', /contact hours/],
      [{ topics: [] }, 'topics', /Choose the topics/],
      [{ topics: ['astrology'] }, 'topics', /Choose the topics/],
      [{ topics: ['ethics', 'ethics'] }, 'topics', /Choose the topics/],
      [{ title: '   ' }, 'title', /title/],
      [{ completedOn: '2026-02-30' }, 'completedOn', /YYYY-MM-DD/],
      [{ completedOn: day(3) }, 'completedOn', /cannot be in the future/],
    ];
    for (const [change, field, message] of cases) {
      const res = await owner.client.post('/api/credentials/ce-activities', activity(change));
      expect({ change, status: res.status }).toEqual({ change, status: 400 });
      expect(res.body.message).toMatch(message);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('certificates', () => {
  it('are judged by their bytes, replaced, downloaded privately and deleted', async () => {
    const id = await addActivity(owner);
    const path = `/api/credentials/ce-activities/${id}/document`;
    const disguised = await postFile(app, owner.client, path, { field: 'document', bytes: fixtures.htmlPage(), filename: 'cert.pdf' });
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toMatch(/PDF, PNG or JPEG/);

    expect(
      (await postFile(app, owner.client, path, { field: 'document', bytes: fixtures.minimalPdf(), filename: 'cert.pdf' })).status,
    ).toBe(200);
    const png = await fixtures.pngImage();
    expect((await postFile(app, owner.client, path, { field: 'document', bytes: png, filename: 'scan.png' })).status).toBe(200);
    expect((await owner.client.get(`/api/credentials/ce-activities/${id}`)).body.document).toEqual({ name: 'scan.png', url: path });

    const download = await getBytes(app, owner.client, path);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(png)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await getBytes(app, other.client, path)).status).toBe(404);
    expect((await getBytes(app, admin, path)).status).toBe(200);

    expect((await owner.client.request('DELETE', path)).status).toBe(200);
    expect((await getBytes(app, owner.client, path)).status).toBe(404);
    expect((await owner.client.request('DELETE', path)).status).toBe(404);
  });
});

describe('progress and transcript', () => {
  let nurse: Nurse;
  let licenceId: number;

  beforeAll(async () => {
    nurse = await liveNurse(app, {}, admin);
    licenceId = await addLicence(nurse);
    await addActivity(nurse, { title: 'Before the licence', completedOn: day(-500), hours: 5, topics: ['ethics'] });
    await addActivity(nurse, { title: 'Pharmacology for RNs', completedOn: day(-100), hours: 16, topics: ['pharmacology'] });
    await addActivity(nurse, { title: '=HYPERLINK("http://evil.example","x")', completedOn: day(-50), hours: 1.5, topics: ['hiv-aids'] });
    const ethics = await addActivity(nurse, { title: 'Ethics, law and "practice"', completedOn: day(-10), hours: 0.5, topics: ['ethics'] });
    await postFile(app, nurse.client, `/api/credentials/ce-activities/${ethics}/document`, {
      field: 'document',
      bytes: fixtures.minimalPdf(),
      filename: 'ethics-certificate.pdf',
    });
  });

  it("counts the licence's cycle against Florida's dated rule, with its source, and names what is missing", async () => {
    const florida = stateCeRequirement('FL', 'RN') as Extract<CeRule, { status: 'hours' }>;
    const res = await nurse.client.get(`/api/credentials/licences/${licenceId}/ce-progress`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      licenceId,
      basis: 'catalogue',
      source: 'Florida Board of Nursing',
      asOf: florida.checkedOn,
      sourceLine: `Florida Board of Nursing, checked ${florida.checkedOn}`,
      sourceUrl: florida.source.url,
      alternatives: florida.alternatives,
      exemption: null,
      cycleStart: ceCycle(florida.cycle, { issueDate: day(-400), expiryDate: day(300) }).start,
      cycleEnd: day(300),
      renewBy: day(300),
      hoursRequired: 24,
      hoursCounted: 18,
      complete: false,
    });
    expect(res.body.missingTopics.map((t: { topic: string }) => t.topic)).toEqual(florida.mandatoryTopics.map((t) => t.topic));
    expect(res.body.summary).toMatch(
      /^18 of 24 hours; missing 2 h Prevention of medical errors, 2 h Nursing law and rules, 2 h Human trafficking/,
    );
    expect((await other.client.get(`/api/credentials/licences/${licenceId}/ce-progress`)).status).toBe(404);
    expect((await admin.get(`/api/credentials/licences/${licenceId}/ce-progress`)).body.hoursCounted).toBe(18);
  });

  it("counts a Texas RN's pharmacology and pain-management hours against the Texas board's rule", async () => {
    const texasNurse = await liveNurse(app, {}, admin);
    const texas = await addLicence(texasNurse, { state: 'TX', number: 'TX-20001', issueDate: day(-700), expiryDate: day(33) });
    await addActivity(texasNurse, { title: 'Pharmacology update', completedOn: day(-90), hours: 7, topics: ['pharmacology'] });
    await addActivity(texasNurse, { title: 'Pain management', completedOn: day(-20), hours: 4, topics: ['pain-management-opioids'] });
    const rule = stateCeRequirement('TX', 'RN') as Extract<CeRule, { status: 'hours' }>;
    const progress = (await texasNurse.client.get(`/api/credentials/licences/${texas}/ce-progress`)).body;
    expect(progress).toMatchObject({
      basis: 'catalogue',
      sourceLine: ceSourceLine(rule),
      sourceCitation: rule.source.citation,
      hoursRequired: 20,
      hoursCounted: 11,
      complete: false,
      cycleEnd: day(33),
    });
    expect(progress.sourceLine).toMatch(/^Texas Board of Nursing, checked \d{4}-\d{2}-\d{2}$/);
    expect(progress.summary).toBe(`11 of 20 hours; missing 2 h Nursing jurisprudence and ethics; renew by ${formatCeDate(day(33))}`);
    expect(progress.topics.find((t: { topic: string }) => t.topic === 'jurisprudence-ethics')).toMatchObject({
      due: 'once every 3 cycles',
    });
  });

  it('uses her own requirement when she enters one, and the state’s again once she deletes it', async () => {
    const path = `/api/credentials/licences/${licenceId}/ce-requirement`;
    const requirement = { hours: 20, cycleStart: day(-60), cycleEnd: day(300), topics: [{ topic: 'hiv-aids', hours: 2 }] };
    expect((await other.client.put(path, requirement)).status).toBe(404);
    const bad = await nurse.client.put(path, { ...requirement, cycleEnd: day(-61) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The cycle must end after it starts');
    const twice = await nurse.client.put(path, { ...requirement, topics: [...requirement.topics, ...requirement.topics] });
    expect(twice.body.message).toBe('List each topic once in your requirement');

    expect((await nurse.client.put(path, requirement)).body).toEqual({ licenceId, ...requirement });
    expect((await nurse.client.put(path, { ...requirement, hours: 10 })).body.hours).toBe(10);
    const progress = (await nurse.client.get(`/api/credentials/licences/${licenceId}/ce-progress`)).body;
    expect(progress).toMatchObject({ basis: 'custom', source: 'Entered by you', hoursRequired: 10, hoursCounted: 2 });
    expect(progress.summary).toBe(`2 of 10 hours; missing 0.5 h HIV/AIDS; renew by ${formatCeDate(day(300))}`);

    expect((await nurse.client.request('DELETE', path)).status).toBe(200);
    expect((await nurse.client.get(path)).status).toBe(404);
    expect((await nurse.client.get(`/api/credentials/licences/${licenceId}/ce-progress`)).body.basis).toBe('catalogue');
  });

  it('says where the board requires none, where its rule is unknown and why, and counts nothing', async () => {
    const missouri = await addLicence(nurse, { state: 'MO', number: 'MO-1' });
    const none = (await nurse.client.get(`/api/credentials/licences/${missouri}/ce-progress`)).body;
    expect(none).toMatchObject({
      basis: 'none-required',
      hoursRequired: null,
      sourceLine: expect.stringMatching(/^Missouri State Board of Nursing, checked /),
    });
    expect(none.summary).toMatch(/^No CE required for this licence; renew by/);
    const massachusetts = await addLicence(nurse, { state: 'MA', number: 'MA-1' });
    const unknown = (await nurse.client.get(`/api/credentials/licences/${massachusetts}/ce-progress`)).body;
    const rule = stateCeRequirement('MA', 'RN');
    expect(unknown).toMatchObject({
      basis: 'unknown',
      hoursRequired: null,
      hoursCounted: 0,
      cycleStart: null,
      note: rule?.status === 'unknown' ? rule.reason : 'a reason',
    });
    expect(unknown.summary).toMatch(/^No CE rule known for this licence; enter your board's requirement/);
  });

  it('exports the transcript as a CSV attachment with the certificates listed and formulas neutralised', async () => {
    const res = await getBytes(app, nurse.client, '/api/credentials/ce-transcript.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ce-transcript\.csv"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text.split('\r\n')).toEqual([
      'Completed on,Title,Provider,Contact hours,Topics,Certificate',
      `${day(-500)},Before the licence,Florida Nurses Association,5,Ethics,no certificate`,
      `${day(-100)},Pharmacology for RNs,Florida Nurses Association,16,Pharmacology,no certificate`,
      `${day(-50)},"'=HYPERLINK(""http://evil.example"",""x"")",Florida Nurses Association,1.5,HIV/AIDS,no certificate`,
      `${day(-10)},"Ethics, law and ""practice""",Florida Nurses Association,0.5,Ethics,ethics-certificate.pdf`,
      '',
    ]);
  });

  it("limits the transcript to one licence's current cycle, and only for her own licence", async () => {
    const res = await getBytes(app, nurse.client, `/api/credentials/ce-transcript.csv?licenceId=${licenceId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/ce-transcript-FL-RN\.csv/);
    const rows = res.text.trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows.join('\n')).not.toContain('Before the licence');
    expect((await getBytes(app, other.client, `/api/credentials/ce-transcript.csv?licenceId=${licenceId}`)).status).toBe(404);
    const bad = await nurse.client.get('/api/credentials/ce-transcript.csv?licenceId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('licenceId must be the id of one of your licences');
  });
});
