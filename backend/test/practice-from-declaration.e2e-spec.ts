/**
 * Where a nurse may practise before her wallet holds a licence: what she declared at onboarding (her
 * licence type, licensed states and compact marks) through the compact rule. The career assistant, the
 * job board's "where I can practise" filter and the wallet's practice read give the same states.
 */
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import { jobBody } from './support/job-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let declared: Nurse;

/** A word no other listing has, so a search finds only this test's listings. */
const word = `zq${Math.random().toString(36).slice(2, 10)}`;
const listings = new Map<string, number>();

async function publish(state: string): Promise<void> {
  const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody({ title: `Staff nurse ${word}`, state })), 201).body;
  expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
  listings.set(state, id);
}

interface PracticeRead {
  source: string;
  states: { state: string; canPractise: boolean; reasons: string[]; licenceIds: number[] }[];
}

beforeAll(async () => {
  admin = await adminClient(app);
  declared = await liveNurse(app, {}, admin);
  expectStatus(
    await declared.client.put(`/api/users/${declared.id}`, {
      licensureType: 'RN',
      selectedStates: 'TX,FL',
      eNLCStates: 'TX,FL',
      confirmedSpecialties: ['ICU'],
      onboardingCompleted: true,
    }),
    200,
  );
  // Arizona: a compact state she did not name; California: outside the compact; Texas: hers.
  for (const state of ['AZ', 'CA', 'TX']) await publish(state);
});

describe('a nurse who declared a Texas and Florida compact licence at onboarding, with an empty wallet', () => {
  it('is told by the assistant where she may practise, and the job board and the wallet agree', async () => {
    const reply = expectStatus(await declared.client.post('/api/chat', { message: 'Where can I practise with my licence?' }), 201).body;
    expect(reply.message).not.toContain('Your wallet has no licences yet');
    const summary = /^With the licences you declared at onboarding you can practise in (\d+) states: ([A-Z, ]+)\./.exec(reply.message);
    expect(summary).not.toBeNull();
    const told = summary![2].split(', ');
    expect(told).toEqual(expect.arrayContaining(['AZ', 'FL', 'TX']));
    expect(told).not.toContain('CA');
    expect(told).toHaveLength(Number(summary![1]));

    const practice = expectStatus(await declared.client.get('/api/credentials/practice'), 200).body as PracticeRead;
    expect(practice.source).toBe('declared');
    const covered = practice.states.filter((state) => state.canPractise).map((state) => state.state);
    expect(covered).toEqual(told);
    expect(practice.states.find((state) => state.state === 'AZ')?.reasons).toContain('RN multistate licence from TX');

    const board = expectStatus(await declared.client.get(`/api/jobs?q=${word}&practiceOnly=true`), 200).body as { items: { id: number }[] };
    expect(board.items.map(({ id }) => id).sort((a, b) => a - b)).toEqual([listings.get('AZ'), listings.get('TX')].sort((a, b) => a! - b!));
  });

  it('is answered from her wallet alone once it holds a licence', async () => {
    const texan = await liveNurse(app, {}, admin);
    expectStatus(
      await texan.client.put(`/api/users/${texan.id}`, {
        licensureType: 'RN',
        selectedStates: 'TX',
        eNLCStates: 'TX',
        confirmedSpecialties: ['ICU'],
        onboardingCompleted: true,
      }),
      200,
    );
    expectStatus(
      await texan.client.post('/api/credentials/licences', {
        type: 'RN',
        state: 'CA',
        number: 'CA-RN-1',
        multistate: false,
        issueDate: '2025-01-01',
        expiryDate: '2099-01-01',
        status: 'active',
      }),
      201,
    );
    const practice = expectStatus(await texan.client.get('/api/credentials/practice'), 200).body as PracticeRead;
    expect(practice.source).toBe('wallet');
    expect(practice.states.filter((state) => state.canPractise).map((state) => state.state)).toEqual(['CA']);
    const reply = expectStatus(await texan.client.post('/api/chat', { message: 'Where can I practise?' }), 201).body;
    expect(reply.message).toMatch(/^With the licences in your wallet you can practise in 1 state: CA\./);
  });
});
