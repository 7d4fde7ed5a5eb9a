/** The career wizard: plans generated through the job queue from her profile, hers alone to complete and delete. */
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, pendingNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let mary: Nurse;
let other: Nurse;

interface Recommendation {
  id: number;
  recommendationType: string;
  title: string;
  requiredSteps: string[];
  isCompleted: boolean;
}

beforeAll(async () => {
  admin = await adminClient(app);
  mary = await liveNurse(app, {}, admin);
  other = await liveNurse(app, {}, admin);
  expectStatus(
    await mary.client.put(`/api/users/${mary.id}`, {
      licensureType: 'RN',
      confirmedSpecialties: ['Oncology'],
      selectedCareerAreas: ['Palliative Care'],
      selectedStates: 'OH',
      eNLCStates: '',
      certifications: 'BLS',
      education: 'ADN',
      onboardingCompleted: true,
    }),
    200,
  );
});

const generate = (nurse: Nurse) => nurse.client.post('/api/career-recommendations/generate', { userId: nurse.id });
const list = async (nurse: Nurse): Promise<Recommendation[]> =>
  expectStatus(await nurse.client.get('/api/career-recommendations'), 200).body;

it('generates a plan from her profile through the queue and answers with it', async () => {
  const plan = expectStatus(await generate(mary), 200).body;
  expect(plan.state).toBe('done');
  const titles = plan.items.map((item: Recommendation) => item.title);
  expect(titles).toEqual(
    expect.arrayContaining(['Earn the OCN certification', 'Get a multistate (eNLC) licence', 'Earn a BSN', 'Move into Palliative Care']),
  );
  expect(titles.some((title: string) => title.startsWith('Apply for '))).toBe(true);
  for (const item of plan.items) expect(item.requiredSteps.length).toBeGreaterThan(0);
  expect(await list(mary)).toEqual(plan.items);
  expect(expectStatus(await mary.client.get('/api/career-recommendations/generation'), 200).body).toEqual({
    state: 'done',
    generationId: plan.generationId,
  });
});

it('keeps completed recommendations when she generates again, and replaces the rest', async () => {
  const [first, second] = await list(mary);
  const completed = expectStatus(
    await mary.client.put(`/api/career-recommendations/${first!.id}/complete`, { isCompleted: true }),
    200,
  ).body;
  expect(completed.isCompleted).toBe(true);
  expectStatus(await mary.client.request('DELETE', `/api/career-recommendations/${second!.id}`), 204);

  expectStatus(await generate(mary), 200);
  const after = await list(mary);
  expect(after.filter((item) => item.isCompleted).map((item) => item.id)).toEqual([first!.id]);
  expect(after.filter((item) => item.title === first!.title)).toHaveLength(1);
  expect(after.some((item) => item.id === second!.id)).toBe(false);
  expect(after.some((item) => item.title === second!.title)).toBe(true);
});

it('is hers alone: another nurse can neither complete nor delete her recommendations, nor generate as her', async () => {
  const [item] = await list(mary);
  expectStatus(await other.client.put(`/api/career-recommendations/${item!.id}/complete`, { isCompleted: false }), 404);
  expectStatus(await other.client.request('DELETE', `/api/career-recommendations/${item!.id}`), 404);
  expectStatus(await other.client.post('/api/career-recommendations/generate', { userId: mary.id }), 403);
  expect(await list(other)).toEqual([]);
});

it('refuses bad input and callers who are not live nurses', async () => {
  const [item] = await list(mary);
  expectStatus(await mary.client.put(`/api/career-recommendations/${item!.id}/complete`, { isCompleted: 'yes' }), 400);
  expectStatus(await mary.client.put('/api/career-recommendations/abc/complete', { isCompleted: true }), 400);
  expectStatus(await mary.client.request('DELETE', '/api/career-recommendations/999999999'), 404);
  const waiting = await pendingNurse(app);
  expectStatus(await waiting.client.post('/api/career-recommendations/generate', {}), 403);
  expectStatus(await app.client().get('/api/career-recommendations'), 401);
});
