/**
 * Domain events (src/events/): an event recorded in a transaction that rolls back reaches no
 * subscriber, here or elsewhere; one that commits reaches this instance's subscribers and, with Redis,
 * the every-instance subscribers of another API instance (its read caches), never its after-commit ones.
 */
import { UnitOfWork } from '../src/database/unit-of-work.service';
import { DomainEventBus } from '../src/events/domain-event-bus.service';
import type { DomainEvent } from '../src/events/domain-events';
import { eventually } from './support/eventually';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp();

/** Ids no real nurse has, so that the suite's other subscribers (her caches) ignore them. */
let nextId = 900_000;

function heard(on: TestApp, phase: 'after-commit' | 'every-instance'): number[] {
  const userIds: number[] = [];
  on.nest.get(DomainEventBus).on('wallet-changed', phase, ({ userId }) => void userIds.push(userId));
  return userIds;
}

const commit = (on: TestApp, event: DomainEvent) => on.nest.get(UnitOfWork).run(async (tx) => tx.record(event));

async function rollBack(on: TestApp, event: DomainEvent): Promise<void> {
  await expect(
    on.nest.get(UnitOfWork).run(async (tx) => {
      tx.record(event);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
}

it('delivers a committed event to this instance, and nothing of one rolled back', async () => {
  const [afterCommit, everyInstance] = [heard(app, 'after-commit'), heard(app, 'every-instance')];
  const [rolledBack, committed] = [nextId++, nextId++];
  await rollBack(app, { type: 'wallet-changed', userId: rolledBack });
  await commit(app, { type: 'wallet-changed', userId: committed });
  expect(afterCommit).toEqual([committed]);
  expect(everyInstance).toEqual([committed]);
});

const withRedis = process.env.TEST_REDIS_URL ? it : it.skip;

// Last in this file: closing a second instance beside the suite's app ends the Redis connection they share.
withRedis('carries a committed event to the every-instance subscribers of another instance, and never one rolled back', async () => {
  const second = await startTestApp({}, app);
  try {
    const [afterCommitThere, everyInstanceThere] = [heard(second, 'after-commit'), heard(second, 'every-instance')];
    const [rolledBack, committed] = [nextId++, nextId++];
    await rollBack(app, { type: 'wallet-changed', userId: rolledBack });
    await commit(app, { type: 'wallet-changed', userId: committed });
    // Redis delivers one channel's messages in order: once the committed one is there, the rolled-back
    // one, recorded first, would have been too.
    await eventually(async () => expect(everyInstanceThere).toEqual([committed]), 2000);
    expect(afterCommitThere).toEqual([]);
  } finally {
    await second.close();
  }
});
