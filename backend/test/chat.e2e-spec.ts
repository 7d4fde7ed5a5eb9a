/** The career assistant: answers drawn from the product's data, her own history, and her quota a minute. */
import { ERRORS } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, pendingNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const QUESTIONS_PER_MINUTE = 6;
const app = useTestApp({ ASSISTANT_REQUESTS_PER_MINUTE: String(QUESTIONS_PER_MINUTE) });
let admin: ApiClient;
let mary: Nurse;
let other: Nurse;

beforeAll(async () => {
  admin = await adminClient(app);
  mary = await liveNurse(app, {}, admin);
  other = await liveNurse(app, {}, admin);
  expectStatus(
    await mary.client.put(`/api/users/${mary.id}`, {
      confirmedSpecialties: ['Oncology'],
      selectedStates: 'OH,KY',
      eNLCStates: 'OH',
      certifications: 'BLS,OCN',
      licensureType: 'RN',
      onboardingCompleted: true,
    }),
    200,
  );
});

const session = (userId: number) => `session-${userId}-Wed Nov 25 2026`;

describe('POST /api/chat', () => {
  it('answers a question about jobs with the stored listings, forgiving a typo', async () => {
    const reply = expectStatus(await mary.client.post('/api/chat', { message: 'Any oncolgy jobs?', userId: mary.id }), 201).body;
    const { items } = expectStatus(await mary.client.get('/api/jobs?specialty=Oncology'), 200).body;
    expect(items.length).toBeGreaterThan(0);
    for (const job of items) expect(reply.message).toContain(`${job.JobTitle} at ${job.Employer}`);
    expect(reply.suggestedSpecialties).toEqual(['Oncology']);
    expect(reply.suggestedActions).toEqual([{ type: 'specialty', label: 'Jobs in Oncology', value: 'Oncology' }]);
  });

  it('finds the critical care (MICU) listing for ICU nurses, as the jobs board does for the ICU chip', async () => {
    const asker = await liveNurse(app, {}, admin);
    const reply = expectStatus(
      await asker.client.post('/api/chat', { message: 'What jobs are there near Dallas for ICU nurses?' }),
      201,
    ).body;
    expect(reply.message).toContain('Critical Care Registered Nurse (MICU) at Riverside Regional Medical Center');
    expect(reply.message).not.toContain("I don't have any job listings");
    const { items } = expectStatus(await asker.client.get('/api/jobs?specialty=ICU'), 200).body;
    expect(items.map((job: { JobTitle: string }) => job.JobTitle)).toContain('Critical Care Registered Nurse (MICU)');
    const neonatal = expectStatus(await asker.client.get('/api/jobs?specialty=NICU'), 200).body;
    expect(neonatal.items.map((job: { JobTitle: string }) => job.JobTitle)).not.toContain('Critical Care Registered Nurse (MICU)');
  });

  it('answers from her own profile: licences and the certifications she holds', async () => {
    const licence = expectStatus(await mary.client.post('/api/chat', { message: 'Which states can I work in?' }), 201).body;
    expect(licence.message).toMatch(/^With the licences you declared at onboarding you can practise in \d+ states: .*\bKY\b.*\bOH\b/);
    const certs = expectStatus(await mary.client.post('/api/chat', { message: 'certifications for oncology' }), 201).body;
    expect(certs.message).toContain('you already hold it');
  });

  it('refuses a blank or overlong question, and a question asked as someone else', async () => {
    const blank = expectStatus(await mary.client.post('/api/chat', { message: '   ' }), 400);
    expect(blank.body.message).toContain(ERRORS.chatMessageBlank);
    const long = expectStatus(await mary.client.post('/api/chat', { message: 'x'.repeat(2001) }), 400);
    expect(long.body.message).toContain(ERRORS.chatMessageTooLong);
    expectStatus(await mary.client.post('/api/chat', { message: 'hello', userId: other.id }), 403);
  });

  it('is for live nurses only', async () => {
    const waiting = await pendingNurse(app);
    expectStatus(await waiting.client.post('/api/chat', { message: 'hello' }), 403);
    expectStatus(await app.client().post('/api/chat', { message: 'hello' }), 401);
  });

  it('limits each nurse to her questions a minute with a clear 429, without touching another nurse', async () => {
    const asker = await liveNurse(app, {}, admin);
    for (let asked = 0; asked < QUESTIONS_PER_MINUTE; asked += 1)
      expectStatus(await asker.client.post('/api/chat', { message: 'hello' }), 201);
    const refused = expectStatus(await asker.client.post('/api/chat', { message: 'hello' }), 429);
    expect(refused.body.message).toBe(ERRORS.assistantBusy(QUESTIONS_PER_MINUTE));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectStatus(await other.client.post('/api/chat', { message: 'hello' }), 201);
  });
});

describe('chat history', () => {
  it('keeps her messages and the answers in the order written, a repeat within a minute once', async () => {
    const save = (body: object) => mary.client.post('/api/chat-history', { sessionId: session(mary.id), ...body });
    expectStatus(await save({ messageType: 'user', message: 'Tell me about ICU' }), 201);
    expectStatus(await save({ messageType: 'user', message: 'Tell me about ICU' }), 201);
    const answer = expectStatus(
      await save({
        messageType: 'assistant',
        message: 'ICU: 3 nurses on the network.',
        suggestedSpecialties: ['ICU'],
        suggestedActions: [{ type: 'specialty', label: 'Explore ICU', value: 'ICU' }],
      }),
      201,
    ).body;
    expect(answer).toMatchObject({ userId: mary.id, sessionId: session(mary.id), messageType: 'assistant', suggestedSpecialties: ['ICU'] });

    const history = expectStatus(await mary.client.get(`/api/chat-history/${mary.id}`), 200).body;
    expect(history.map((item: { messageType: string; message: string }) => [item.messageType, item.message])).toEqual([
      ['user', 'Tell me about ICU'],
      ['assistant', 'ICU: 3 nurses on the network.'],
    ]);
    expect(history[1].suggestedActions).toEqual([{ type: 'specialty', label: 'Explore ICU', value: 'ICU' }]);
  });

  it('is hers alone: another nurse can neither read nor write it', async () => {
    expectStatus(await other.client.get(`/api/chat-history/${mary.id}`), 403);
    expectStatus(
      await other.client.post('/api/chat-history', { userId: mary.id, sessionId: session(mary.id), messageType: 'user', message: 'x' }),
      403,
    );
    const foreignSession = expectStatus(
      await other.client.post('/api/chat-history', { sessionId: session(mary.id), messageType: 'user', message: 'x' }),
      400,
    );
    expect(foreignSession.body.message).toContain(ERRORS.chatSessionId);
    expect(expectStatus(await other.client.get(`/api/chat-history/${other.id}`), 200).body).toEqual([]);
  });

  it('refuses a message of an unknown type or an action of an unknown kind', async () => {
    const base = { sessionId: session(mary.id), message: 'hello' };
    expectStatus(await mary.client.post('/api/chat-history', { ...base, messageType: 'system' }), 400);
    expectStatus(
      await mary.client.post('/api/chat-history', {
        ...base,
        messageType: 'assistant',
        suggestedActions: [{ type: 'website', label: 'x', value: 'y' }],
      }),
      400,
    );
  });
});
