import { sqliteDriver } from '../database/sqlite-driver';
import { DataSource, type Repository } from 'typeorm';
import { ConflictError } from '../common/domain-errors';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IdempotencyKeysRepository, type KeyClaim } from './idempotency-keys.repository';
import { IDEMPOTENCY_MESSAGES } from './idempotency-key-header';
import { IDEMPOTENCY_CLAIM_ABANDONED_MS, IDEMPOTENCY_KEY_KEPT_MS } from './idempotency.constants';
import { IdempotencyService, type IdempotentStart } from './idempotency.service';
import { runWithCommitParticipant } from '../database/commit-participant';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { UnitOfWork } from '../database/unit-of-work.service';

describe('IdempotencyService with its repository (SQLite in memory)', () => {
  let dataSource: DataSource;
  let rows: Repository<IdempotencyKeyEntity>;
  let service: IdempotencyService;
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
  });

  beforeEach(() => rows.clear());

  afterAll(() => dataSource.destroy());

  function claimOf(start: IdempotentStart): KeyClaim {
    if (start.kind !== 'claimed') throw new Error(`expected a claim, got ${start.kind}`);
    return start.claim;
  }

  const ageRow = (ms: number) => rows.update({ key: KEY }, { createdAt: new Date(Date.now() - ms) });

  it('claims a new key, then replays the stored answer to the same request', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await service.finish(claim, 201, { ok: true, id: 7 });
    expect(await service.start(ANA, KEY, HASH)).toEqual({ kind: 'replay', statusCode: 201, body: { ok: true, id: 7 } });
    expect(await rows.countBy({ key: KEY })).toBe(1);
  });

  it('refuses the same key with another request, whether the first is done or still at work', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await expect(service.start(ANA, KEY, OTHER_HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest));
    await service.finish(claim, 201, { ok: true });
    await expect(service.start(ANA, KEY, OTHER_HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest));
  });

  it('keeps each nurse’s keys apart', async () => {
    claimOf(await service.start(ANA, KEY, HASH));
    expect((await service.start(BEA, KEY, OTHER_HASH)).kind).toBe('claimed');
  });

  it('lets a repeat wait for the answer of the request still at work', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    const repeat = service.start(ANA, KEY, HASH);
    setTimeout(() => void service.finish(claim, 200, { sentTo: ['a@example.org'] }), 60);
    expect(await repeat).toEqual({ kind: 'replay', statusCode: 200, body: { sentTo: ['a@example.org'] } });
  });

  it('tells a repeat to try again when the first request is still at work after the wait', async () => {
    claimOf(await service.start(ANA, KEY, HASH));
    await expect(service.start(ANA, KEY, HASH)).rejects.toThrow(new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing));
  });

  it('lets one of many requests racing with one key claim it', async () => {
    const starts = await Promise.allSettled(Array.from({ length: 5 }, () => service.start(ANA, KEY, HASH)));
    expect(starts.filter((start) => start.status === 'fulfilled' && start.value.kind === 'claimed')).toHaveLength(1);
  });

  it('frees the key of a failed request, so the retry does the work, and a waiting repeat takes it', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    const repeat = service.start(ANA, KEY, HASH);
    setTimeout(() => void service.abandon(claim), 60);
    const retried = claimOf(await repeat);
    expect(retried.claimId).not.toBe(claim.claimId);
    expect(await rows.findOneByOrFail({ key: KEY })).toMatchObject({ claimId: retried.claimId, state: 'in-progress' });
  });

  it('takes over a key left in progress by an instance that stopped, and the stopped claim can no longer answer for it', async () => {
    const stopped = claimOf(await service.start(ANA, KEY, HASH));
    await ageRow(IDEMPOTENCY_CLAIM_ABANDONED_MS + 1000);
    const taken = claimOf(await service.start(ANA, KEY, HASH));
    await service.finish(stopped, 201, { late: true });
    await service.abandon(stopped);
    await service.finish(taken, 201, { ok: true });
    expect(await service.start(ANA, KEY, HASH)).toEqual({ kind: 'replay', statusCode: 201, body: { ok: true } });
  });

  /** The guarded work: a unit of work whose transaction the claim joins, failing when asked to. */
  function storeWork(claim: KeyClaim, fail = false): Promise<void> {
    const unitOfWork = new UnitOfWork(dataSource, new DomainEventBus(null));
    return runWithCommitParticipant(
      (tx) => service.markCommitted(claim, tx),
      () =>
        unitOfWork.run(async () => {
          if (fail) throw new Error('the work failed');
        }),
    );
  }

  it('marks the key committed in the transaction that stores the work, and not when it rolls back', async () => {
    const claim = claimOf(await service.start(ANA, KEY, HASH));
    await expect(storeWork(claim, true)).rejects.toThrow('the work failed');
    expect(await rows.findOneByOrFail({ key: KEY })).toMatchObject({ state: 'in-progress' });
    await storeWork(claim);
    expect(await rows.findOneByOrFail({ key: KEY })).toMatchObject({ state: 'committed' });
    await service.finish(claim, 201, { ok: true });
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
