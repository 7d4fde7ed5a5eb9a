/**
 * The licence wallet over HTTP: her licences and certifications, their documents, where she can
 * practise, and what her profile shows. Only she changes them; another nurse is told they do not exist.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as fixtures from './profile-support/upload-fixtures';
import { getBytes, postFile } from './profile-support/multipart';
import { adminClient, liveNurse, pendingNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let other: Nurse;

const credentialFiles = () => {
  const dir = join(app.config.dataDir, 'uploads', 'credentials');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/** Dates relative to today (UTC), so the wallet's notion of "current" holds whenever the test runs. */
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const MULTISTATE_NUMBER = 'TX-RN-908172';

function multistateRn(overrides: Record<string, unknown> = {}) {
  return {
    type: 'RN',
    state: 'TX',
    number: MULTISTATE_NUMBER,
    multistate: true,
    residenceState: 'TX',
    issueDate: day(-400),
    expiryDate: day(300),
    status: 'active',
    ...overrides,
  };
}

function acls(overrides: Record<string, unknown> = {}) {
  return {
    name: 'acls',
    issuer: 'American Heart Association',
    number: 'AHA-55501',
    issueDate: day(-100),
    expiryDate: day(600),
    ...overrides,
  };
}

async function addLicence(nurse: Nurse, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await nurse.client.post('/api/credentials/licences', multistateRn(overrides));
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  admin = await adminClient(app);
  owner = await liveNurse(app, {}, admin);
  other = await liveNurse(app, {}, admin);
});

describe('licences', () => {
  it('are created, read, listed, changed and deleted by their owner', async () => {
    const created = await owner.client.post('/api/credentials/licences', multistateRn({ showOnProfile: true }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...multistateRn(),
      aprnRole: null,
      movedOn: null,
      showOnProfile: true,
      document: null,
    });
    const id = created.body.id;
    expect((await owner.client.get(`/api/credentials/licences/${id}`)).body).toEqual(created.body);
    expect((await owner.client.get('/api/credentials/licences')).body.items.map((l: { id: number }) => l.id)).toContain(id);

    const changed = await owner.client.put(`/api/credentials/licences/${id}`, { status: 'inactive', number: '  TX-RN-1  ' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'inactive', number: 'TX-RN-1', state: 'TX', multistate: true });

    const deleted = await owner.client.request('DELETE', `/api/credentials/licences/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toEqual(expect.any(String));
    expect((await owner.client.get(`/api/credentials/licences/${id}`)).status).toBe(404);
  });

  it('keeps an APRN licence with its role, single-state', async () => {
    const res = await owner.client.post(
      '/api/credentials/licences',
      multistateRn({ type: 'APRN', aprnRole: 'CRNA', multistate: false, residenceState: null, number: 'APRN-1' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'APRN', aprnRole: 'CRNA', multistate: false, residenceState: null });
  });

  it('are another nurse’s business not at all: 404 to read, change, delete or touch the document', async () => {
    const id = await addLicence(owner);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/credentials/licences/${id}`],
      ['PUT', `/api/credentials/licences/${id}`, { status: 'inactive' }],
      ['DELETE', `/api/credentials/licences/${id}`],
      ['GET', `/api/credentials/licences/${id}/document`],
      ['DELETE', `/api/credentials/licences/${id}/document`],
    ];
    for (const [method, path, body] of paths) {
      const res = await other.client.request(method, path, { body });
      expect({ method, path, status: res.status, body: res.body }).toEqual({
        method,
        path,
        status: 404,
        body: { statusCode: 404, message: 'Licence not found' },
      });
    }
    const upload = await postFile(app, other.client, `/api/credentials/licences/${id}/document`, {
      field: 'document',
      bytes: fixtures.minimalPdf(),
      filename: 'card.pdf',
    });
    expect(upload.status).toBe(404);
    expect((await other.client.get('/api/credentials/licences')).body.items.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await owner.client.get(`/api/credentials/licences/${id}`)).body.status).toBe('active');
  });

  it('are readable by an administrator, who cannot change them', async () => {
    const id = await addLicence(owner);
    expect((await admin.get(`/api/credentials/licences/${id}`)).body.number).toBe(MULTISTATE_NUMBER);
    expect((await admin.put(`/api/credentials/licences/${id}`, { status: 'inactive' })).status).toBe(401);
  });

  it('need a session', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/credentials/licences'],
      ['POST', '/api/credentials/licences'],
      ['GET', '/api/credentials/licences/1'],
      ['GET', '/api/credentials/practice'],
      ['GET', '/api/credentials/licences/1/document'],
    ]) {
      const res = await anonymous.request(method, path, { body: method === 'POST' ? multistateRn() : undefined });
      expect({ path, status: res.status, message: typeof res.body?.message }).toEqual({ path, status: 401, message: 'string' });
    }
  });

  it.each([
    ['an expiry before the issue date', { expiryDate: day(-500) }, 'expiryDate', 'The expiry date must be after the issue date'],
    ['a date that is no date', { issueDate: '2025-02-30' }, 'issueDate', 'Use a calendar date as YYYY-MM-DD, e.g. 2027-01-31'],
    ['a date with a time', { issueDate: '2025-02-01T00:00:00Z' }, 'issueDate', 'Use a calendar date as YYYY-MM-DD, e.g. 2027-01-31'],
    ['an unknown state', { state: 'ZZ' }, 'state', 'Use the two-letter code of a US state, e.g. TX'],
    [
      'a multistate licence without a residence',
      { residenceState: undefined },
      'residenceState',
      'A multistate licence needs your primary state of residence',
    ],
    ['a residence outside the compact', { residenceState: 'CA' }, 'residenceState', expect.stringContaining('compact state')],
    [
      'a multistate licence from a state that issues none',
      { state: 'NY', residenceState: 'NY' },
      'multistate',
      expect.stringContaining('single-state'),
    ],
    ['a multistate APRN licence', { type: 'APRN', aprnRole: 'CNP' }, 'multistate', expect.stringContaining('Only RN and LPN/VN')],
    [
      'an APRN licence without its role',
      { type: 'APRN', multistate: false, residenceState: null },
      'aprnRole',
      expect.stringContaining('needs its role'),
    ],
    ['an unknown status', { status: 'lapsed' }, 'status', 'Choose the status: active, inactive, expired, encumbered'],
    ['an unknown type', { type: 'MD' }, 'type', expect.stringContaining('Choose the licence type')],
    ['a blank number', { number: '   ' }, 'number', expect.stringContaining('licence number')],
  ])('refuses %s with a message naming the field', async (_name, overrides, field, message) => {
    const res = await owner.client.post('/api/credentials/licences', multistateRn(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('checks the whole licence after a partial change', async () => {
    const id = await addLicence(owner);
    const res = await owner.client.put(`/api/credentials/licences/${id}`, { multistate: false });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'residenceState', message: expect.stringContaining('Only a multistate licence') }]);
    const cleared = await owner.client.put(`/api/credentials/licences/${id}`, { number: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ field: 'number', message: 'number is required' }]);
    expect((await owner.client.put(`/api/credentials/licences/${id}`, { multistate: false, residenceState: null })).status).toBe(200);
  });

  it('refuses an id that is not a number, and an unknown kind of entry', async () => {
    expect((await owner.client.get('/api/credentials/licences/abc')).status).toBe(400);
    const res = await owner.client.request('DELETE', '/api/credentials/passports/1');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('licences and certifications');
  });
});

describe('certifications', () => {
  it('store a catalogue name in its listed spelling, and a free-text one as typed', async () => {
    const listed = await owner.client.post('/api/credentials/certifications', acls());
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({ name: 'ACLS', fromCatalogue: true, issuer: 'American Heart Association', number: 'AHA-55501' });
    const own = await owner.client.post(
      '/api/credentials/certifications',
      acls({ name: ' Wilderness First Aid ', expiryDate: null, number: null }),
    );
    expect(own.body).toMatchObject({ name: 'Wilderness First Aid', fromCatalogue: false, expiryDate: null, number: null });
    const changed = await owner.client.put(`/api/credentials/certifications/${own.body.id}`, { issuer: 'NOLS' });
    expect(changed.body).toMatchObject({ issuer: 'NOLS', name: 'Wilderness First Aid' });
  });

  it('are not found by another nurse', async () => {
    const { body } = await owner.client.post('/api/credentials/certifications', acls());
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await other.client.request(method, `/api/credentials/certifications/${body.id}`, {
        body: method === 'PUT' ? { issuer: 'x' } : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Certification not found');
    }
  });

  it('refuse an expiry before the issue date and a blank issuer', async () => {
    const res = await owner.client.post('/api/credentials/certifications', acls({ expiryDate: day(-200), issuer: ' ' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['issuer']);
    const dates = await owner.client.post('/api/credentials/certifications', acls({ expiryDate: day(-200) }));
    expect(dates.body.errors).toEqual([{ field: 'expiryDate', message: 'The expiry date must be after the issue date' }]);
  });
});

describe('documents', () => {
  it('accepts a PDF, PNG or JPEG by its bytes and serves it back as an attachment to her and administrators', async () => {
    const id = await addLicence(owner);
    const pdf = fixtures.minimalPdf();
    const stored = await postFile(app, owner.client, `/api/credentials/licences/${id}/document`, {
      field: 'document',
      bytes: pdf,
      filename: 'Texas card.pdf',
      type: 'application/pdf',
    });
    expect(stored.status).toBe(200);
    const licence = (await owner.client.get(`/api/credentials/licences/${id}`)).body;
    expect(licence.document).toEqual({ name: 'Texas card.pdf', url: `/api/credentials/licences/${id}/document` });

    for (const client of [owner.client, admin]) {
      const download = await getBytes(app, client, licence.document.url);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(pdf)).toBe(true);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Texas card.pdf"; filename*=UTF-8''Texas%20card.pdf`);
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await getBytes(app, other.client, licence.document.url)).status).toBe(404);
    expect((await getBytes(app, null, licence.document.url)).status).toBe(401);
  });

  it('replaces the document, removing the old file, and accepts a PNG and a JPEG', async () => {
    const id = await addLicence(owner);
    const path = `/api/credentials/licences/${id}/document`;
    await postFile(app, owner.client, path, { field: 'document', bytes: await fixtures.pngImage(), filename: 'card' });
    const afterPng = credentialFiles();
    expect((await owner.client.get(`/api/credentials/licences/${id}`)).body.document.name).toBe('card.png');
    const jpeg = await fixtures.jpegWithExif();
    expect((await postFile(app, owner.client, path, { field: 'document', bytes: jpeg, filename: 'card.jpg' })).status).toBe(200);
    const afterJpeg = credentialFiles();
    expect(afterJpeg.length).toBe(afterPng.length);
    expect(afterJpeg.filter((name) => !afterPng.includes(name))).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.jpeg$/)]);
    const download = await getBytes(app, owner.client, path);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.bytes.equals(jpeg)).toBe(true);
  });

  it.each([
    ['a Windows executable renamed .pdf', fixtures.windowsExecutable(), 'card.pdf'],
    ['an HTML page renamed .png', fixtures.htmlPage(), 'card.png'],
    ['a Word document', fixtures.minimalDocx(), 'card.docx'],
  ])('refuses %s, storing nothing', async (_name, bytes, filename) => {
    const id = await addLicence(owner);
    const before = credentialFiles();
    const res = await postFile(app, owner.client, `/api/credentials/licences/${id}/document`, {
      field: 'document',
      bytes,
      filename,
      type: 'application/pdf',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The document must be a PDF, PNG or JPEG file (checked by its contents, not its name)');
    expect(credentialFiles()).toEqual(before);
    expect((await owner.client.get(`/api/credentials/licences/${id}`)).body.document).toBeNull();
  });

  it('refuses an empty file and a missing one', async () => {
    const id = await addLicence(owner);
    const path = `/api/credentials/licences/${id}/document`;
    expect(
      (await postFile(app, owner.client, path, { field: 'document', bytes: Buffer.alloc(0), filename: 'a.pdf' })).body.message,
    ).toContain('empty');
    const missing = await postFile(app, owner.client, path, { field: 'resume', bytes: fixtures.minimalPdf(), filename: 'a.pdf' });
    expect(missing.status).toBe(400);
  });

  it('refuses a document over 10 MB with 413', async () => {
    const id = await addLicence(owner);
    const res = await postFile(app, owner.client, `/api/credentials/licences/${id}/document`, {
      field: 'document',
      bytes: fixtures.paddedPdf(10 * 1024 * 1024 + 1),
      filename: 'big.pdf',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('10 MB');
  });

  it('deletes the document alone, and with its licence or certification', async () => {
    const licenceId = await addLicence(owner);
    const certificationId = (await owner.client.post('/api/credentials/certifications', acls())).body.id;
    const before = credentialFiles();
    for (const path of [`/api/credentials/licences/${licenceId}/document`, `/api/credentials/certifications/${certificationId}/document`]) {
      expect((await postFile(app, owner.client, path, { field: 'document', bytes: fixtures.minimalPdf(), filename: 'a.pdf' })).status).toBe(
        200,
      );
    }
    expect(credentialFiles().length).toBe(before.length + 2);

    expect((await owner.client.request('DELETE', `/api/credentials/certifications/${certificationId}/document`)).status).toBe(200);
    expect(credentialFiles().length).toBe(before.length + 1);
    expect((await owner.client.get(`/api/credentials/certifications/${certificationId}`)).body.document).toBeNull();
    expect((await owner.client.request('DELETE', `/api/credentials/certifications/${certificationId}/document`)).status).toBe(404);

    expect((await owner.client.request('DELETE', `/api/credentials/licences/${licenceId}`)).status).toBe(200);
    expect(credentialFiles()).toEqual(before);
    expect((await getBytes(app, owner.client, `/api/credentials/licences/${licenceId}/document`)).status).toBe(404);
  });
});

describe('where she can practise', () => {
  it('lists every compact state for a multistate licence from her state, Massachusetts as pending, and APRN as single-state', async () => {
    const nurse = await liveNurse(app, {}, admin);
    await addLicence(nurse);
    await addLicence(nurse, { type: 'APRN', aprnRole: 'CNP', state: 'CA', multistate: false, residenceState: null, number: 'CA-NP-1' });
    await addLicence(nurse, {
      state: 'NY',
      multistate: false,
      residenceState: null,
      number: 'NY-1',
      expiryDate: day(-1),
      issueDate: day(-800),
    });
    const { status, body } = await nurse.client.get('/api/credentials/practice');
    expect(status).toBe(200);
    expect(body.day).toBe(day(0));
    expect(body.compactDataCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byState = Object.fromEntries(body.states.map((s: { state: string }) => [s.state, s]));
    expect(byState.FL).toMatchObject({ canPractise: true, reasons: ['RN multistate licence from TX'] });
    expect(byState.PA).toMatchObject({ canPractise: true });
    expect(byState.CT).toMatchObject({ canPractise: true });
    expect(byState.MA).toEqual({
      state: 'MA',
      canPractise: false,
      reasons: ['compact enacted, not yet issuing multistate licences'],
      licenceIds: [],
    });
    expect(byState.CA).toMatchObject({ canPractise: true, reasons: [expect.stringContaining('APRN licences are outside the compact')] });
    expect(byState.NY).toMatchObject({ canPractise: false, reasons: [expect.stringContaining('expired')] });
    expect(byState.OR).toBeUndefined();
  });

  it('is empty for a nurse without licences, and her own only', async () => {
    const nurse = await pendingNurse(app);
    const { body } = await nurse.client.get('/api/credentials/practice');
    expect(body.states).toEqual([]);
    expect(body.moves).toEqual([]);
  });

  it('counts 60 days to apply after a move she records on her multistate licence, then covers its own state only', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const id = await addLicence(nurse);
    const moved = await nurse.client.put(`/api/credentials/licences/${id}`, { residenceState: 'FL', movedOn: day(-59) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ residenceState: 'FL', movedOn: day(-59) });
    let body = (await nurse.client.get('/api/credentials/practice')).body;
    expect(body.moves).toEqual([
      {
        licenceId: id,
        fromState: 'TX',
        toState: 'FL',
        movedOn: day(-59),
        applyBy: day(1),
        standing: 'apply-window',
        message: `moved to FL on ${day(-59)}: apply for a licence in FL by ${day(1)}`,
      },
    ]);
    expect(body.states.find((s: { state: string }) => s.state === 'CO')).toMatchObject({ canPractise: true });

    await nurse.client.put(`/api/credentials/licences/${id}`, { movedOn: day(-61) });
    body = (await nurse.client.get('/api/credentials/practice')).body;
    expect(body.moves).toEqual([expect.objectContaining({ standing: 'window-ended', applyBy: day(-1) })]);
    expect(body.states.filter((s: { canPractise: boolean }) => s.canPractise).map((s: { state: string }) => s.state)).toEqual(['TX']);
  });

  it('records a move out of the compact, and refuses a move in the future or to the issuing state', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const id = await addLicence(nurse);
    const future = await nurse.client.put(`/api/credentials/licences/${id}`, { residenceState: 'CA', movedOn: day(1) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ field: 'movedOn', message: expect.stringContaining('cannot be after today') }]);
    const home = await nurse.client.put(`/api/credentials/licences/${id}`, { movedOn: day(-3) });
    expect(home.status).toBe(400);
    expect(home.body.errors).toEqual([{ field: 'movedOn', message: expect.stringContaining('residenceState') }]);
    expect((await nurse.client.put(`/api/credentials/licences/${id}`, { residenceState: 'CA', movedOn: day(-3) })).status).toBe(200);
    const { body } = await nurse.client.get('/api/credentials/practice');
    expect(body.moves).toEqual([expect.objectContaining({ toState: 'CA', applyBy: null, standing: 'left-compact' })]);
    expect(body.states).toEqual([
      {
        state: 'TX',
        canPractise: true,
        reasons: [`RN licence from TX: single-state since the move to CA on ${day(-3)}`],
        licenceIds: [id],
      },
    ]);
  });
});

describe('the profile', () => {
  it('shows what she chose, as type, state, compact and current-ness, never numbers, dates or documents', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const shownId = await addLicence(nurse, { showOnProfile: true });
    await addLicence(nurse, { state: 'OH', residenceState: 'OH', number: 'OH-HIDDEN-77' });
    await nurse.client.post('/api/credentials/certifications', acls({ showOnProfile: true }));
    await nurse.client.post(
      '/api/credentials/certifications',
      acls({ name: 'PALS', number: 'PALS-HIDDEN', showOnProfile: true, expiryDate: day(-1), issueDate: day(-700) }),
    );
    await postFile(app, nurse.client, `/api/credentials/licences/${shownId}/document`, {
      field: 'document',
      bytes: fixtures.minimalPdf(),
      filename: 'secret-card.pdf',
    });

    const res = await other.client.get(`/api/credentials/profile/${nurse.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      licences: [{ type: 'RN', state: 'TX', multistate: true, current: true, summary: 'RN, compact licence' }],
      certifications: [
        { name: 'ACLS', current: true, summary: 'ACLS current' },
        { name: 'PALS', current: false, summary: 'PALS expired' },
      ],
    });
    for (const secret of [MULTISTATE_NUMBER, 'OH-HIDDEN-77', 'AHA-55501', 'PALS-HIDDEN', 'secret-card', '/document', day(300), day(-400)]) {
      expect(res.text).not.toContain(secret);
      expect((await other.client.get(`/api/users/${nurse.id}`)).text).not.toContain(secret);
    }
    expect((await nurse.client.get(`/api/credentials/profile/${nurse.id}`)).body).toEqual(res.body);
  });

  it('is not found for a nurse who blocked the viewer, and refused to a nurse on the waitlist', async () => {
    const nurse = await liveNurse(app, {}, admin);
    expect((await nurse.client.post(`/api/users/${nurse.id}/blocks`, { blockedUserId: other.id })).status).toBe(204);
    expect((await other.client.get(`/api/credentials/profile/${nurse.id}`)).status).toBe(404);
    const waiting = await pendingNurse(app);
    expect((await waiting.client.get(`/api/credentials/profile/${nurse.id}`)).status).toBe(403);
  });
});
