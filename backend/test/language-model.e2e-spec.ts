/**
 * The career assistant with a language model configured: a fake OpenAI-compatible server on loopback
 * plays the model. Its answers stream to the nurse, its facts come from the product's tools, and
 * whenever it fails, hangs or answers with nothing usable the built-in engine answers instead.
 */
import { adminClient, expectStatus, generatedPlan, liveNurse, type Nurse } from './support/actors';
import { startFakeLanguageModel, type FakeLanguageModel, type ScriptedTurn } from './support/fake-language-model';
import { useTestApp } from './support/test-app';

const API_KEY = 'sk-fake-0123456789-never-logged';
const TIMEOUT_SECONDS = 2;
let model: FakeLanguageModel;

beforeAll(async () => {
  model = await startFakeLanguageModel();
});
afterAll(() => model.close());

const app = useTestApp(() => ({
  LLM_BASE_URL: model.baseUrl,
  LLM_API_KEY: API_KEY,
  LLM_MODEL: 'fake-model',
  LLM_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
}));
let mary: Nurse;

const logged: string[] = [];
beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    jest.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      logged.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
  mary = await liveNurse(app, {}, await adminClient(app));
  expectStatus(
    await mary.client.put(`/api/users/${mary.id}`, {
      confirmedSpecialties: ['Oncology'],
      certifications: 'BLS',
      licensureType: 'RN',
      onboardingCompleted: true,
    }),
    200,
  );
});
afterAll(() => jest.restoreAllMocks());

interface StreamLine {
  type: 'delta' | 'text' | 'reply' | 'error';
  text?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reply?: any;
}

/** Asks through the streaming route and reads every line of the answer. */
async function askStreaming(message: string): Promise<{ status: number; contentType: string | null; lines: StreamLine[] }> {
  const res = await fetch(`${app.baseUrl}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sid=${mary.client.cookie('sid')}`, origin: app.config.appUrl },
    body: JSON.stringify({ message }),
  });
  const text = await res.text();
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StreamLine);
  return { status: res.status, contentType: res.headers.get('content-type'), lines };
}

const oncologyJobs = async () => expectStatus(await mary.client.get('/api/jobs?specialty=Oncology'), 200).body.items;
const toolResults = () =>
  model.received.flatMap((request) => request.body.messages.filter((message: { role: string }) => message.role === 'tool'));

describe('the assistant answered by a language model', () => {
  it('streams the answer as it is written, after reading the listings through a tool', async () => {
    const answer = 'There are two oncology openings: one at a cancer centre and one on an infusion unit.';
    model.script([{ toolCalls: [{ name: 'search_jobs', arguments: '{"specialties":["oncolgy"]}' }] }, { text: answer, pieceLength: 10 }]);

    const { status, contentType, lines } = await askStreaming('Any oncology jobs for me?');

    expect(status).toBe(200);
    expect(contentType).toContain('application/x-ndjson');
    const deltas = lines.filter((line) => line.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((line) => line.text).join('')).toBe(answer);
    const last = lines.at(-1);
    expect(last?.type).toBe('reply');
    expect(last?.reply.message).toBe(answer);
    expect(last?.reply.suggestedSpecialties).toEqual(['Oncology']);
    expect(last?.reply.suggestedActions).toEqual([{ type: 'specialty', label: 'Jobs in Oncology', value: 'Oncology' }]);

    const [first] = model.received;
    expect(first?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first?.body.model).toBe('fake-model');
    expect(first?.body.stream).toBe(true);
    expect(first?.body.tools.map((tool: { function: { name: string } }) => tool.function.name)).toEqual([
      'find_specialties',
      'search_jobs',
      'search_learning',
      'count_nurses',
      'licence_compact_rule',
      'my_profile',
      'where_can_i_practise',
      'ce_requirements',
    ]);
    const [jobsResult] = toolResults();
    const stored = await oncologyJobs();
    const sent = JSON.parse(jobsResult.content);
    expect(sent.total).toBe(stored.length);
    expect(sent.listings.map((job: { title: string }) => job.title)).toEqual(stored.map((job: { JobTitle: string }) => job.JobTitle));
  });

  it('gives the model her own profile and nobody else’s, and answers POST /api/chat with the model’s text', async () => {
    model.script([{ toolCalls: [{ name: 'my_profile', arguments: '' }] }, { text: 'You list Oncology and hold BLS.' }]);
    const reply = expectStatus(await mary.client.post('/api/chat', { message: 'What does my profile say?' }), 201).body;
    expect(reply.message).toBe('You list Oncology and hold BLS.');
    const profile = JSON.parse(toolResults()[0].content);
    expect(profile).toMatchObject({ name: mary.name, confirmedSpecialties: ['Oncology'], certifications: ['BLS'] });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('id');
  });

  it('answers where she can practise through a tool that reads her own wallet, with no licence number', async () => {
    const texan = await liveNurse(app, {}, await adminClient(app));
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    expectStatus(
      await texan.client.post('/api/credentials/licences', {
        type: 'RN',
        state: 'TX',
        number: 'TX-RN-4440999',
        multistate: true,
        residenceState: 'TX',
        issueDate: inDays(-400),
        expiryDate: inDays(300),
        status: 'active',
      }),
      201,
    );
    model.script([
      { toolCalls: [{ name: 'where_can_i_practise', arguments: '{"states":["florida","Atlantis",7]}' }] },
      { toolCalls: [{ name: 'where_can_i_practise', arguments: '{"states":["FL"]}' }] },
      { text: 'Yes: your Texas multistate licence covers Florida.' },
    ]);
    const reply = expectStatus(await texan.client.post('/api/chat', { message: 'can I work in Florida?' }), 201).body;
    expect(reply.message).toBe('Yes: your Texas multistate licence covers Florida.');
    const [first] = toolResults().map((result: { content: string }) => JSON.parse(result.content));
    expect(first).toMatchObject({
      day: today,
      licencesFrom: 'wallet',
      states: [{ state: 'FL', compact: 'issuing', canPractise: true, reasons: ['RN multistate licence from TX'] }],
      moves: [],
      unrecognised: ['Atlantis'],
    });
    expect(first.answer).toMatch(/^Yes, you can practise in Florida \(FL\)/);
    for (const result of toolResults()) expect(result.content).not.toContain('4440999');

    model.script([{ toolCalls: [{ name: 'where_can_i_practise', arguments: '{"states":["FL"]}' }] }, { text: 'Add your licences first.' }]);
    expectStatus(await mary.client.post('/api/chat', { message: 'can I work in Florida?' }), 201);
    const mine = JSON.parse(toolResults().at(-1).content);
    expect(mine).toMatchObject({ licencesFrom: 'none', states: [{ state: 'FL', canPractise: false, reasons: [] }] });
    expect(mine.answer).toContain('Wallet screen');
  });

  const failures: Array<[string, ScriptedTurn[]]> = [
    ['answers with a server error', [{ status: 500, body: `{"error":{"message":"overloaded; key ${API_KEY}"}}` }]],
    ['answers with events that are not JSON', [{ garbage: true }]],
    ['answers with no text', [{ text: '' }]],
    ['calls a tool that does not exist', [{ toolCalls: [{ name: 'delete_everything', arguments: '{}' }] }]],
    ['calls a tool with arguments that are not JSON', [{ toolCalls: [{ name: 'search_jobs', arguments: '{"specialties": [' }] }]],
    ['keeps calling tools', Array.from({ length: 6 }, () => ({ toolCalls: [{ name: 'my_profile', arguments: '{}' }] }))],
  ];

  it.each(failures)('falls back to the built-in engine when the model %s', async (_case, turns) => {
    model.script(turns);
    const { lines } = await askStreaming('Any oncology jobs?');
    const reply = lines.at(-1)?.reply;
    for (const job of await oncologyJobs()) expect(reply.message).toContain(`${job.JobTitle} at ${job.Employer}`);
    expect(reply.suggestedActions).toEqual([{ type: 'specialty', label: 'Jobs in Oncology', value: 'Oncology' }]);
  });

  it('falls back within its time limit when the model never answers', async () => {
    model.script([{ hang: true }]);
    const started = Date.now();
    const reply = expectStatus(await mary.client.post('/api/chat', { message: 'Any oncology jobs?' }), 201).body;
    expect(Date.now() - started).toBeLessThan((TIMEOUT_SECONDS + 2) * 1000);
    expect(reply.message).toContain('Oncology');
    expect(reply.message.length).toBeGreaterThan(40);
  });

  it('logs each fallback without the API key', () => {
    const text = logged.join('');
    expect(text).toContain('The language model failed; the built-in engine answered');
    expect(text).toContain('[key]');
    expect(text).not.toContain(API_KEY);
  });

  it('refuses a blank question before streaming, as an ordinary JSON error', async () => {
    const res = await fetch(`${app.baseUrl}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${mary.client.cookie('sid')}`, origin: app.config.appUrl },
      body: JSON.stringify({ message: '  ' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});

describe('the career plan written by a language model', () => {
  const step = (title: string) => ({
    recommendationType: 'certification',
    title,
    description: 'Shows employers your oncology expertise.',
    priority: 'high',
    category: 'short_term',
    estimatedTimeframe: '3-6 months',
    marketDemand: 'high',
    potentialSalaryIncrease: 'Varies by employer',
    requiredSteps: ['Check eligibility', 'Pass the exam'],
  });
  const generate = async () => generatedPlan(mary);

  it('stores the plan the model writes after reading her profile through a tool', async () => {
    const plan = {
      recommendations: [step('Earn the OCN certification'), step('Take a chemotherapy course'), step('Apply to an infusion unit')],
    };
    model.script([{ toolCalls: [{ name: 'my_profile', arguments: '{}' }] }, { text: `\`\`\`json\n${JSON.stringify(plan)}\n\`\`\`` }]);
    const generated = await generate();
    expect(generated.items.map((item) => item.title)).toEqual(plan.recommendations.map((item) => item.title));
    expect(JSON.parse(toolResults()[0].content)).toMatchObject({ confirmedSpecialties: ['Oncology'], certifications: ['BLS'] });
    const stored = expectStatus(await mary.client.get('/api/career-recommendations'), 200).body;
    expect(stored).toEqual(generated.items);
  });

  it('writes the built-in plan instead when the model’s plan is off the shape the wizard shows', async () => {
    model.script([{ text: JSON.stringify({ recommendations: [{ ...step('Only one'), priority: 'urgent' }] }) }]);
    const generated = await generate();
    expect(generated.items.map((item) => item.title)).toContain('Earn the OCN certification');
    expect(generated.items.length).toBeGreaterThan(1);
    expect(logged.join('')).toContain('the built-in engine wrote the plan');
  });
});
