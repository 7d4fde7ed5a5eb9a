/**
 * Credentials packets over HTTP: she shares chosen entries, her CE transcript and résumé by a link that
 * expires; the recipient reads it with no session; every look is in her log; a revoked or expired link,
 * and anyone else's packet, is simply not found.
 */
import * as fixtures from './profile-support/upload-fixtures';
import { getBytes, postFile } from './profile-support/multipart';
import { adminClient, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { addLicence, day } from './support/credential-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let other: Nurse;

const LINK_GONE = { statusCode: 404, message: 'This packet link has expired, was revoked or never existed' };

async function addCertification(nurse: Nurse, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await nurse.client.post('/api/credentials/certifications', {
    name: 'BLS',
    issuer: 'American Heart Association',
    issueDate: day(-100),
    expiryDate: day(20),
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function attachPdf(nurse: Nurse, kind: 'licences' | 'certifications', id: number, filename: string): Promise<Buffer> {
  const pdf = fixtures.minimalPdf();
  const res = await postFile(app, nurse.client, `/api/credentials/${kind}/${id}/document`, {
    field: 'document',
    bytes: pdf,
    filename,
    type: 'application/pdf',
  });
  expect(res.status).toBe(200);
  return pdf;
}

/** The path of a link's page in the API: /packet/<token> becomes /api/packets/<token>. */
const apiPathOf = (url: string) => `/api/packets/${new URL(url).pathname.split('/').pop()}`;

async function share(nurse: Nurse, body: Record<string, unknown>) {
  const res = await nurse.client.post('/api/credentials/packets', { title: 'For St. Mary’s', expiresInDays: 7, ...body });
  expect(res.status).toBe(201);
  return res.body as { id: number; url: string; expiresAt: string; state: string };
}

beforeAll(async () => {
  admin = await adminClient(app);
  owner = await liveNurse(app, {}, admin);
  other = await liveNurse(app, {}, admin);
});

describe('sharing a packet', () => {
  it('answers the link once, with a token only its hash of is stored, expiring after the days chosen', async () => {
    const licenceId = await addLicence(owner.client);
    const before = Date.now();
    const created = await share(owner, { licenceIds: [licenceId], expiresInDays: 30 });
    expect(created).toMatchObject({
      title: 'For St. Mary’s',
      state: 'active',
      licenceIds: [licenceId],
      certificationIds: [],
      ceTranscript: false,
      resume: false,
      views: 0,
      downloads: 0,
      revokedAt: null,
    });
    const token = new URL(created.url).pathname.split('/').pop()!;
    expect(created.url).toBe(`${app.config.appUrl}/packet/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(created.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);

    const rows = (await app.dataSource.query('SELECT tokenHash FROM credential_packets WHERE id = ?', [created.id])) as {
      tokenHash: string;
    }[];
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const listed = await owner.client.get('/api/credentials/packets');
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('refuses an empty packet, a résumé she has not uploaded and another nurse’s entries', async () => {
    const empty = await owner.client.post('/api/credentials/packets', { title: 'Nothing', expiresInDays: 3 });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose at least one licence or certification, the CE transcript or your résumé');

    const noResume = await other.client.post('/api/credentials/packets', { title: 'CV', expiresInDays: 3, resume: true });
    expect(noResume.status).toBe(400);
    expect(noResume.body.errors).toEqual([{ field: 'resume', message: 'You have no résumé to share; upload one on your profile first' }]);

    const hers = await addLicence(owner.client);
    const borrowed = await other.client.post('/api/credentials/packets', { title: 'Hers', expiresInDays: 3, licenceIds: [hers] });
    expect(borrowed).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Licence not found' } });
  });
});

describe('the recipient', () => {
  it('reads the packet with no session: her name, the entries chosen with their standing and documents, never indexed', async () => {
    const licenceId = await addLicence(owner.client, { number: 'TX-RN-777' });
    const notChosen = await addLicence(owner.client, { state: 'OK', number: 'OK-1' });
    const certificationId = await addCertification(owner);
    const licencePdf = await attachPdf(owner, 'licences', licenceId, 'Texas card.pdf');
    await attachPdf(owner, 'licences', notChosen, 'Oklahoma.pdf');
    await owner.client.post('/api/credentials/ce-activities', {
      title: 'Ethics for nurses',
      provider: 'CE provider',
      completedOn: day(-10),
      hours: 2,
      topics: ['ethics'],
    });
    const resume = await postFile(app, owner.client, `/api/users/${owner.id}/resume`, {
      field: 'resume',
      bytes: fixtures.minimalPdf(),
      filename: 'My CV.pdf',
      type: 'application/pdf',
    });
    expect(resume.status).toBe(200);
    const packet = await share(owner, { licenceIds: [licenceId], certificationIds: [certificationId], ceTranscript: true, resume: true });
    const path = apiPathOf(packet.url);

    const read = await app.client().get(path, { headers: { 'user-agent': 'Recruiter browser/1.0' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toMatchObject({
      title: 'For St. Mary’s',
      ownerName: expect.any(String),
      expiresAt: packet.expiresAt,
      licences: [
        {
          id: licenceId,
          type: 'RN',
          typeLabel: 'RN',
          state: 'TX',
          number: 'TX-RN-777',
          standing: 'current',
          document: { name: 'Texas card.pdf', url: `${path}/licences/${licenceId}/document` },
        },
      ],
      certifications: [{ id: certificationId, name: 'BLS', standing: 'due30', document: null }],
      ceTranscript: { name: 'ce-transcript.csv', url: `${path}/ce-transcript.csv` },
      resume: { name: expect.stringContaining('CV'), url: `${path}/resume` },
    });
    expect(read.body.ownerName.length).toBeGreaterThan(0);

    const download = await getBytes(app, null, `${path}/licences/${licenceId}/document`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(licencePdf)).toBe(true);
    expect(download.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-disposition')).toContain('attachment');

    const transcript = await getBytes(app, null, `${path}/ce-transcript.csv`);
    expect(transcript.status).toBe(200);
    expect(transcript.text).toContain('Ethics for nurses');
    const cv = await getBytes(app, null, `${path}/resume`);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');

    // An entry she did not choose is not in the packet, even by its id.
    const unchosen = await getBytes(app, null, `${path}/licences/${notChosen}/document`);
    expect(unchosen.status).toBe(404);
    expect(unchosen.headers.get('x-robots-tag')).toBe('noindex, nofollow');

    const listed = (await owner.client.get('/api/credentials/packets')).body.items.find((p: { id: number }) => p.id === packet.id);
    expect(listed).toMatchObject({ views: 1, downloads: 3, lastViewedAt: expect.any(String) });
    const log = await owner.client.get(`/api/credentials/packets/${packet.id}/views`);
    expect(log.status).toBe(200);
    expect(log.body.items.map((v: { label: string }) => v.label)).toEqual([
      'Résumé',
      'CE transcript',
      'RN licence (Texas) document',
      'Packet page',
    ]);
    expect(log.body.items[3]).toMatchObject({
      item: 'page',
      userAgent: 'Recruiter browser/1.0',
      network: expect.stringMatching(/\/(24|48)$/),
    });
  });

  it('no longer sees an entry she deleted, nor a résumé she removed', async () => {
    const kept = await addLicence(owner.client, { state: 'FL', number: 'FL-1' });
    const gone = await addLicence(owner.client, { state: 'OH', number: 'OH-1' });
    const packet = await share(owner, { licenceIds: [kept, gone], resume: true });
    const path = apiPathOf(packet.url);
    await attachPdf(owner, 'licences', gone, 'Ohio.pdf');
    expect((await owner.client.request('DELETE', `/api/credentials/licences/${gone}`)).status).toBe(200);
    expect((await owner.client.request('DELETE', `/api/users/${owner.id}/resume`)).status).toBe(200);

    const read = await app.client().get(path);
    expect(read.body.licences.map((l: { id: number }) => l.id)).toEqual([kept]);
    expect(read.body.resume).toBeNull();
    expect((await getBytes(app, null, `${path}/licences/${gone}/document`)).status).toBe(404);
    expect((await getBytes(app, null, `${path}/resume`)).status).toBe(404);
  });
});

describe('a link that stops working', () => {
  it('is not found at once when revoked, and stays in her list with its log', async () => {
    const licenceId = await addLicence(owner.client);
    await attachPdf(owner, 'licences', licenceId, 'card.pdf');
    const packet = await share(owner, { licenceIds: [licenceId] });
    const path = apiPathOf(packet.url);
    expect((await app.client().get(path)).status).toBe(200);

    const revoked = await owner.client.post(`/api/credentials/packets/${packet.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: packet.id, state: 'revoked', revokedAt: expect.any(String), views: 1 });

    for (const gonePath of [path, `${path}/licences/${licenceId}/document`]) {
      const res = await app.client().get(gonePath);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: LINK_GONE });
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    const again = await owner.client.post(`/api/credentials/packets/${packet.id}/revoke`);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await owner.client.get(`/api/credentials/packets/${packet.id}/views`)).body.items).toHaveLength(1);
  });

  it('is not found once its expiry has passed', async () => {
    const packet = await share(owner, { ceTranscript: true, expiresInDays: 1 });
    const path = apiPathOf(packet.url);
    expect((await app.client().get(path)).status).toBe(200);
    await app.dataSource
      .createQueryBuilder()
      .update('credential_packets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id = :id', { id: packet.id })
      .execute();
    const res = await app.client().get(path);
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: LINK_GONE });
    expect((await app.client().get(`${path}/ce-transcript.csv`)).status).toBe(404);
    const listed = (await owner.client.get('/api/credentials/packets')).body.items.find((p: { id: number }) => p.id === packet.id);
    expect(listed.state).toBe('expired');
  });

  it('answers an unknown or malformed token the same way', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(200)]) {
      const res = await app.client().get(`/api/packets/${token}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: LINK_GONE });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('ownership', () => {
  it('hides her packets and their logs from every other nurse and refuses administrators', async () => {
    const packet = await share(owner, { ceTranscript: true });
    const views = await other.client.get(`/api/credentials/packets/${packet.id}/views`);
    expect({ status: views.status, body: views.body }).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'That packet was not found' },
    });
    const revoke = await other.client.post(`/api/credentials/packets/${packet.id}/revoke`);
    expect(revoke.status).toBe(404);
    expect((await other.client.get('/api/credentials/packets')).body.items.map((p: { id: number }) => p.id)).not.toContain(packet.id);
    expect((await admin.get('/api/credentials/packets')).status).toBe(401);
    expect((await admin.post(`/api/credentials/packets/${packet.id}/revoke`)).status).toBe(401);
    expect((await app.client().get(apiPathOf(packet.url))).status).toBe(200);
  });
});
