/**
 * One truth for licensure: what onboarding and the profile send becomes wallet entries, the profile's
 * licensureType, selectedStates and eNLCStates are read from the wallet (at once, past the session's
 * read cache), and the migration moves typed profile licensure into the wallet once.
 */
import { SingleLicensure1764700000900 } from '../src/database/migrations/1764700000900-single-licensure';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { useTestApp } from './support/test-app';

// A long read cache: the profile must still show a wallet change on the next read.
const app = useTestApp({ READ_CACHE_SECONDS: '60' });
let admin: ApiClient;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function completeLicence(overrides: Record<string, unknown> = {}) {
  return {
    type: 'RN',
    state: 'OH',
    number: 'OH-RN-4411',
    multistate: false,
    issueDate: day(-400),
    expiryDate: day(300),
    status: 'active',
    ...overrides,
  };
}

interface DeclaredRow {
  type: string;
  state: string;
  multistate: boolean;
  residenceState: string | null;
}

async function declared(userId: number): Promise<DeclaredRow[]> {
  const rows: { type: string; state: string; multistate: unknown; residenceState: string | null }[] = await app.dataSource.query(
    'SELECT type, state, multistate, residenceState FROM declared_licences WHERE userId = ? ORDER BY id',
    [userId],
  );
  return rows.map((row) => ({ ...row, multistate: Number(row.multistate) === 1 || row.multistate === true }));
}

async function licensure(nurse: Nurse) {
  const { body } = expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200);
  return { licensureType: body.licensureType, selectedStates: body.selectedStates, eNLCStates: body.eNLCStates };
}

beforeAll(async () => {
  admin = await adminClient(app);
});

describe('onboarding writes the wallet', () => {
  it('declares her licences and answers the profile fields read from them', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const { body } = expectStatus(
      await nurse.client.put(`/api/users/${nurse.id}`, {
        licensureType: 'RN,LPN',
        selectedStates: 'TX,CA',
        eNLCStates: 'TX',
        confirmedSpecialties: ['ICU'],
        onboardingCompleted: true,
      }),
      200,
    );
    expect(body).toMatchObject({ licensureType: 'RN,LPN', selectedStates: 'TX,CA', eNLCStates: 'TX', onboardingCompleted: true });
    expect(await declared(nurse.id)).toEqual([
      { type: 'RN', state: 'TX', multistate: true, residenceState: 'TX' },
      { type: 'RN', state: 'CA', multistate: false, residenceState: null },
      { type: 'LPN', state: '', multistate: false, residenceState: null },
    ]);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN,LPN', selectedStates: 'TX,CA', eNLCStates: 'TX' });
  });

  it('keeps the onboarding rules: a licence type is required', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const res = await nurse.client.put(`/api/users/${nurse.id}`, {
      selectedStates: 'TX',
      confirmedSpecialties: ['ICU'],
      onboardingCompleted: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'licensureType', message: 'Please select at least one license type' }]);
    expect(await declared(nurse.id)).toEqual([]);
  });
});

describe('the profile reads the wallet', () => {
  it('shows a licence added, completed or deleted in the wallet on the next read', async () => {
    const nurse = await liveNurse(app, {}, admin);
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { licensureType: 'RN', selectedStates: 'TX', eNLCStates: 'TX' }), 200);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'TX', eNLCStates: 'TX' });

    const ohio = expectStatus(await nurse.client.post('/api/credentials/licences', completeLicence()), 201).body.id;
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'OH,TX', eNLCStates: 'TX' });

    // The complete Texas licence takes the declared one's place.
    const texas = completeLicence({ state: 'TX', number: 'TX-RN-1', multistate: true, residenceState: 'TX' });
    expectStatus(await nurse.client.post('/api/credentials/licences', texas), 201);
    expect(await declared(nurse.id)).toEqual([]);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'OH,TX', eNLCStates: 'TX' });

    expectStatus(await nurse.client.put(`/api/credentials/licences/${ohio}`, { type: 'LPN' }), 200);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN,LPN', selectedStates: 'OH,TX', eNLCStates: 'TX' });

    expectStatus(await nurse.client.request('DELETE', `/api/credentials/licences/${ohio}`), 200);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'TX', eNLCStates: 'TX' });
  });

  it('does not declare again what the wallet holds complete', async () => {
    const nurse = await liveNurse(app, {}, admin);
    expectStatus(await nurse.client.post('/api/credentials/licences', completeLicence()), 201);
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { licensureType: 'RN', selectedStates: 'OH,KY' }), 200);
    expect(await declared(nurse.id)).toEqual([{ type: 'RN', state: 'KY', multistate: false, residenceState: null }]);
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'OH,KY', eNLCStates: '' });
  });
});

describe('the migration', () => {
  it('moves typed profile licensure into the wallet once, beside the licences already there', async () => {
    const typed = await liveNurse(app, {}, admin);
    const walletToo = await liveNurse(app, {}, admin);
    expectStatus(await walletToo.client.post('/api/credentials/licences', completeLicence()), 201);
    // Profile columns as they were typed before the wallet was the one truth.
    const setColumns = (id: number, type: string, states: string, enlc: string) =>
      app.dataSource.query('UPDATE users SET licensureType = ?, selectedStates = ?, enlcStates = ? WHERE id = ?', [type, states, enlc, id]);
    await setColumns(typed.id, 'APRN,RN,Student', 'FL,NY', 'FL,NY');
    await setColumns(walletToo.id, 'LPN', 'OH,CA', '');

    const migration = new SingleLicensure1764700000900();
    for (let run = 0; run < 2; run += 1) {
      const queryRunner = app.dataSource.createQueryRunner();
      try {
        await migration.up(queryRunner);
      } finally {
        await queryRunner.release();
      }
    }

    expect(await declared(typed.id)).toEqual([
      { type: 'RN', state: 'FL', multistate: true, residenceState: 'FL' },
      { type: 'RN', state: 'NY', multistate: false, residenceState: null },
      { type: 'APRN', state: '', multistate: false, residenceState: null },
      { type: 'Student', state: '', multistate: false, residenceState: null },
    ]);
    expect(await declared(walletToo.id)).toEqual([{ type: 'LPN', state: 'CA', multistate: false, residenceState: null }]);
    const columns = async (id: number) =>
      (await app.dataSource.query('SELECT licensureType, selectedStates, enlcStates FROM users WHERE id = ?', [id]))[0];
    expect(await columns(typed.id)).toEqual({ licensureType: 'RN,APRN,Student', selectedStates: 'FL,NY', enlcStates: 'FL' });
    expect(await columns(walletToo.id)).toEqual({ licensureType: 'RN,LPN', selectedStates: 'OH,CA', enlcStates: '' });
  });
});

describe('declared licences in the wallet', () => {
  it('are listed to their owner and removed by her, and the profile follows at once', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const other = await liveNurse(app, {}, admin);
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { licensureType: 'RN', selectedStates: 'TX,CA', eNLCStates: 'TX' }), 200);
    const { body } = expectStatus(await nurse.client.get('/api/credentials/declared-licences'), 200);
    expect(body.items).toEqual([
      { id: expect.any(Number), type: 'RN', state: 'TX', multistate: true, residenceState: 'TX' },
      { id: expect.any(Number), type: 'RN', state: 'CA', multistate: false, residenceState: null },
    ]);
    const california = body.items[1].id;
    expect((await other.client.get('/api/credentials/declared-licences')).body.items).toEqual([]);
    const refused = await other.client.request('DELETE', `/api/credentials/declared-licences/${california}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Declared licence not found');

    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'TX,CA', eNLCStates: 'TX' });
    const removed = expectStatus(await nurse.client.request('DELETE', `/api/credentials/declared-licences/${california}`), 200);
    expect(removed.body.message).toBe('Declared licence removed');
    expect(await licensure(nurse)).toEqual({ licensureType: 'RN', selectedStates: 'TX', eNLCStates: 'TX' });
  });
});
