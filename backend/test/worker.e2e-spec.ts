/**
 * The worker process's module (`node backend/dist/worker.js`): it starts with no HTTP routes, guards
 * or rate limits. With Redis, an API that only queues (PROCESS_JOBS=false) hands career plans to it,
 * and the plan event it publishes reaches the nurse's socket on the API.
 */
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@nurse/domain';
import { io } from 'socket.io-client';
import { WorkerModule } from '../src/app.module';
import { PersonalDataRegistry } from '../src/personal-data/personal-data.registry';
import { adminClient, expectStatus, liveNurse } from './support/actors';
import { TEST_APP_URL, useTestApp } from './support/test-app';

const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;
const app = useTestApp({ PROCESS_JOBS: 'false' });
let worker: INestApplicationContext | null = null;

afterEach(async () => {
  await worker?.close();
  worker = null;
});

it('starts on the API’s configuration, without the routes’ guards and limits', async () => {
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.config), { logger: ['error'], abortOnError: false });
  expect(worker).toBeTruthy();
});

it('holds every personal data section the API holds, so that the archives it builds are whole', async () => {
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.config), { logger: ['error'], abortOnError: false });
  const sections = (registry: PersonalDataRegistry) => registry.contributors().map((contributor) => contributor.name);
  expect(sections(worker.get(PersonalDataRegistry))).toEqual([
    'career-assistant',
    'connections',
    'continuing-education',
    'data-requests',
    'invitations',
    'jobs',
    'messages',
    'notifications',
    'profile',
    'push',
    'reports',
    'sign-in',
    'wallet',
  ]);
  expect(sections(worker.get(PersonalDataRegistry))).toEqual(sections(app.nest.get(PersonalDataRegistry)));
});

withRedis('with Redis', () => {
  it('makes the plan an API that only queues asked for, and announces it on her socket', async () => {
    const mary = await liveNurse(app, {}, await adminClient(app));
    expectStatus(
      await mary.client.put(`/api/users/${mary.id}`, {
        confirmedSpecialties: ['Oncology'],
        licensureType: 'RN',
        onboardingCompleted: true,
      }),
      200,
    );
    const tab = io(app.baseUrl, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: TEST_APP_URL, cookie: `sid=${mary.client.cookie('sid')}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        tab.once('connect', () => resolve());
        tab.once('connect_error', reject);
      });
      const announced = new Promise<{ generationId: number }>((resolve) => tab.once(LIVE_EVENTS.plan, resolve));

      const queued = await mary.client.post('/api/career-recommendations/generate', {});
      expect(queued.status).toBe(202);
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.config), { logger: ['error'], abortOnError: false });

      expect(await announced).toEqual({ generationId: queued.body.generationId });
      const generation = expectStatus(await mary.client.get('/api/career-recommendations/generation'), 200).body;
      expect(generation.state).toBe('done');
      const plan = expectStatus(await mary.client.get('/api/career-recommendations'), 200).body;
      expect(plan.map((item: { title: string }) => item.title)).toContain('Earn the OCN certification');
    } finally {
      tab.disconnect();
    }
  });
});
