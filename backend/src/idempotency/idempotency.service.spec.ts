import { sqliteDriver } from '../database/sqlite-driver';
import { DataSource, type Repository } from 'typeorm';
import { ConflictError } from '../common/domain-errors';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IdempotencyKeysRepository, type KeyClaim } from './idempotency-keys.repository';
import { IDEMPOTENCY_MESSAGES } from './idempotency-key-header';
import { IDEMPOTENCY_CLAIM_ABANDONED_MS, IDEMPOTENCY_KEY_KEPT_MS } from './idempotency.constants';
import { IdempotencyService, KeyTakenError, type IdempotentStart } from './idempotency.service';
import { runWithCommitParticipant } from '../database/commit-participant';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { UnitOfWork } from '../database/unit-of-work.service';

describe('IdempotencyService with its repository (SQLite in memory)', () => {
  let dataSource: DataSource;
  let rows: Repository<IdempotencyKeyEntity>;
  let service: IdempotencyService;
  let unitOfWork: UnitOfWork;
  const ANA = 1;
  const BEA = 2;
  const KEY = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
  const HASH = 'a'.repeat(64);
  const OTHER_HASH = 'b'.repeat(64);

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [IdempotencyKeyEntity],
      synchronize: true,
    });
    await dataSource.initialize();
    rows = dataSource.getRepository(IdempotencyKeyEntity);
    service = new IdempotencyService(new IdempotencyKeysRepository(rows), { waitMs: 300, pollMs: 20 });
    // One, as in the app: SQLite's transactions take turns on its one connection.
    unitOfWork = new UnitOfWork(dataSource, new DomainEventBus(null));
  });

  beforeEach(() => rows.clear());

  afterAll(() => dataSource.destroy());

  function claimOf(start: IdempotentStart): KeyClaim {
    if (start.kind !== 'claimed') throw new Error(`expected a claim, got ${start.kind}`);
    return start.claim;
  }

  const ageRow = (ms: number) => rows.update({ key: KEY }, { createdAt: new Date(Date.now() - ms) });

  /** The guarded work: a unit of work whose transaction the claim joins, failing when asked to. */
  function storeWork(claim: KeyClaim, fail = false): Promise<void> {
    return runWithCommitParticipant(
      (tx) => service.claimWithin(claim, tx),
      () =>
        unitOfWork.run(async () => {
          if (fail) throw new Error('the work failed');
        }),
    );
  }

  it('lets a new key do the work, stores it with the work, then replays the stored answer to the same request', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    expect(await rows.countBy({ key: KEY })).toBe(0);
    await storeWork(claim);
    await service.finish(claim, 201, { ok: true, id: 7 });
    expect(await service.start(ANA, KEY, HASH)).toEqual({ kind: 'replay', statusCode: 201, body: { ok: true, id: 7 } });
    expect(await rows.countBy({ key: KEY })).toBe(1);
  });

  it('stores the key in the transaction that stores the work, and not when it rolls back', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await expect(storeWork(claim, true)).rejects.toThrow('the work failed');
    expect(await rows.countBy({ key: KEY })).toBe(0);
    await service.abandon(claim);
    const retried = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(retried);
    expect(await rows.findOneByOrFail({ key: KEY })).toMatchObject({ claimId: retried.claimId, state: 'committed' });
  });

  it('refuses the same key with another request, whether the first is done or still answering', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(claim);
    await expect(service.start(ANA, KEY, OTHER_HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest));
    await service.finish(claim, 201, { ok: true });
    await expect(service.start(ANA, KEY, OTHER_HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest));
  });

  it('keeps each nurse’s keys apart', async () => {
    await storeWork(claimOf(await service.start(ANA, KEY, HASH)));
    expect((await service.start(BEA, KEY, OTHER_HASH)).kind).toBe('claimed');
  });

  it('lets a repeat wait for the answer of the request whose work is stored', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(claim);
    const repeat = service.start(ANA, KEY, HASH);
    setTimeout(() => void service.finish(claim, 200, { sentTo: ['a@example.org'] }), 60);
    expect(await repeat).toEqual({ kind: 'replay', statusCode: 200, body: { sentTo: ['a@example.org'] } });
  });

  it('tells a repeat to try again when the first request has not answered after the wait', async () => {
    await storeWork(claimOf(await service.start(ANA, KEY, HASH)));
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing));
  });

  it('keeps the work of one of many requests racing with one key; the others roll back theirs', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, async () => claimOf(await service.start(ANA, KEY, HASH))));
    const stored = await Promise.allSettled(claims.map((claim) => storeWork(claim)));
    expect(stored.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of stored.filter((settled) => settled.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(KeyTakenError);
    }
    expect(await rows.countBy({ key: KEY })).toBe(1);
  });

  it('stores the answer of a route that wrote nothing in a transaction', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await service.finish(claim, 200, { ok: true });
    expect(await service.start(ANA, KEY, HASH)).toEqual({ kind: 'replay', statusCode: 200, body: { ok: true } });
  });

  it('frees a key left in progress by an earlier version once it is a few minutes old', async () => {
    await rows.insert({ userId: ANA, key: KEY, requestHash: HASH, claimId: 'left', state: 'in-progress', createdAt: new Date() });
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing));
    await ageRow(IDEMPOTENCY_CLAIM_ABANDONED_MS + 1000);
    const taken = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(taken);
    await service.finish(taken, 201, { ok: true });
    expect(await service.start(ANA, KEY, HASH)).toEqual({ kind: 'replay', statusCode: 201, body: { ok: true } });
  });

  it('never gives a key whose work was stored to another request: repeats wait, then learn its answer was lost', async () => {
    const stopped = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(stopped);
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing));
    await ageRow(IDEMPOTENCY_CLAIM_ABANDONED_MS + 1000);
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.answerLost));
    expect(await rows.countBy({ key: KEY })).toBe(1);
  });

  it('keeps the key of a request that failed after storing its work, and tells repeats at once', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await storeWork(claim);
    await service.abandon(claim);
    expect(await rows.findOneByOrFail({ key: KEY })).toMatchObject({ state: 'unanswered' });
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.answerLost));
    await expect(service.start(ANA, KEY, OTHER_HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest));
  });

  it('treats a key older than a day as new, even with another request', async () => {
    await service.finish(claimOf(await service.start(ANA, KEY, HASH)), 201, { first: true });
    await ageRow(IDEMPOTENCY_KEY_KEPT_MS + 1000);
    const claim = claimOf(await service.start(ANA, KEY, OTHER_HASH));
    await storeWork(claim);
    await service.finish(claim, 201, { second: true });
    expect(await service.start(ANA, KEY, OTHER_HASH)).toEqual({ kind: 'replay', statusCode: 201, body: { second: true } });
  });

  it('removes the keys older than a day and keeps the rest', async () => {
    await service.finish(claimOf(await service.start(ANA, KEY, HASH)), 201, {});
    await ageRow(IDEMPOTENCY_KEY_KEPT_MS + 1000);
    await service.finish(claimOf(await service.start(BEA, KEY, HASH)), 201, {});
    await rows.update({ userId: BEA }, { createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_KEPT_MS + 60_000) });
    expect(await service.purgeExpired(new Date())).toBe(1);
    expect((await rows.find()).map((row) => row.userId)).toEqual([BEA]);
  });
});
