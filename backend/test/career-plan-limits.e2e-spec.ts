/**
 * Requests for a career plan: however many arrive at once, a nurse has one generation queued (the
 * database holds the key), and each nurse may ask only so many times a minute.
 */
import { ERRORS } from '@nurse/domain';
import { CareerGenerationEntity } from '../src/modules/careers/recommendations/entities/career-generation.entity';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import type { ApiClient } from './support/api-client';
import { startFakeLanguageModel, type FakeLanguageModel } from './support/fake-language-model';
import { useTestApp } from './support/test-app';

const PER_MINUTE = 25;
let model: FakeLanguageModel;

beforeAll(async () => {
  model = await startFakeLanguageModel();
});
afterAll(() => model.close());

// The model never answers, so a generation stays queued for the whole burst, then the built-in engine makes the plan.
const app = useTestApp(() => ({
  LLM_BASE_URL: model.baseUrl,
  LLM_API_KEY: 'sk-fake-plan-limits',
  LLM_MODEL: 'fake-model',
  LLM_TIMEOUT_SECONDS: '5',
  CAREER_PLAN_REQUESTS_PER_MINUTE: String(PER_MINUTE),
}));
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const generate = (nurse: Nurse) => nurse.client.post('/api/career-recommendations/generate', {});
const generationsOf = (nurse: Nurse) => app.dataSource.getRepository(CareerGenerationEntity).countBy({ userId: nurse.id });

it('starts one generation for twenty requests sent at once, which all join it', async () => {
  const mary = await liveNurse(app, {}, admin);
  model.script([{ hang: true }, { hang: true }]);
  const answers = await Promise.all(Array.from({ length: 20 }, () => generate(mary)));

  expect(answers.map((res) => res.status)).toEqual(Array(20).fill(202));
  expect(new Set(answers.map((res) => res.body.generationId)).size).toBe(1);
  expect(await generationsOf(mary)).toBe(1);
  expect(model.received).toHaveLength(1);
});

it('refuses a nurse more requests a minute than the limit, with a 429 that says so, and not another nurse', async () => {
  const [ana, ben] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  model.script([{ hang: true }, { hang: true }]);
  const answers = await Promise.all(Array.from({ length: PER_MINUTE }, () => generate(ana)));
  expect(answers.every((res) => res.status === 202)).toBe(true);

  const refused = expectStatus(await generate(ana), 429);
  expect(refused.body.message).toBe(ERRORS.careerPlanBusy(PER_MINUTE));
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await generationsOf(ana)).toBe(1);
  expectStatus(await generate(ben), 202);
});
