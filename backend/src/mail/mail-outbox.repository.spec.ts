import { sqliteDriver } from '../database/sqlite-driver';
import { DataSource, type Repository } from 'typeorm';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { UnitOfWork } from '../database/unit-of-work.service';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import type { MailTemplateData } from './mail-templates';

describe('MailOutboxRepository (SQLite in memory)', () => {
  let dataSource: DataSource;
  let rows: Repository<MailOutboxEntity>;
  let outbox: MailOutboxRepository;
  let unitOfWork: UnitOfWork;
  const welcome: MailTemplateData = { template: 'welcome', name: 'Ana', appUrl: 'http://localhost' };

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [MailOutboxEntity],
      synchronize: true,
    });
    await dataSource.initialize();
    rows = dataSource.getRepository(MailOutboxEntity);
    outbox = new MailOutboxRepository(rows);
    unitOfWork = new UnitOfWork(dataSource, new DomainEventBus(null));
  });

  beforeEach(() => rows.clear());

  afterAll(() => dataSource.destroy());

  const store = (to: string) => unitOfWork.run((tx) => outbox.add(to, welcome, tx));

  it('stores an email with the transaction that adds it, and not when that transaction rolls back', async () => {
    const id = await store('ana@example.org');
    await expect(
      unitOfWork.run(async (tx) => {
        await outbox.add('bea@example.org', welcome, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const stored = await rows.find();
    expect(stored.map((row) => [row.id, row.recipient, row.message, row.attempts, row.sentAt])).toEqual([
      [id, 'ana@example.org', welcome, 0, null],
    ]);
  });

  /** A retry time that tells the attempt it was set by. */
  const retryAt = (attempts: number) => new Date(Date.UTC(2030, 0, 1, 0, attempts));

  it('claims an undelivered email, counting each attempt and storing when to try again, until it is marked sent', async () => {
    const id = await store('ana@example.org');
    expect(await outbox.claimUndelivered(id, retryAt)).toMatchObject({ id, recipient: 'ana@example.org', message: welcome, attempts: 1 });
    expect((await outbox.claimUndelivered(id, retryAt))?.attempts).toBe(2);
    expect((await rows.findOneByOrFail({ id })).nextAttemptAt).toEqual(retryAt(2));
    expect(await outbox.markSent(id)).toBe(true);
    expect(await outbox.claimUndelivered(id, retryAt)).toBeNull();
    expect((await rows.findOneByOrFail({ id })).attempts).toBe(2);
  });

  it('marks an email sent once: a second mark keeps the first time', async () => {
    const id = await store('ana@example.org');
    await outbox.markSent(id);
    const { sentAt } = await rows.findOneByOrFail({ id });
    expect(sentAt).toBeInstanceOf(Date);
    expect(await outbox.markSent(id)).toBe(false);
    expect((await rows.findOneByOrFail({ id })).sentAt).toEqual(sentAt);
  });

  it('claims nothing for an id it does not hold', async () => {
    expect(await outbox.claimUndelivered(404, retryAt)).toBeNull();
    expect(await outbox.markSent(404)).toBe(false);
  });

  it('pages through undelivered emails by id, every one or those due: never tried and stored before a time, or due again', async () => {
    const [first, sent, third, fourth, waiting] = [
      await store('a@example.org'),
      await store('b@example.org'),
      await store('c@example.org'),
      await store('d@example.org'),
      await store('e@example.org'),
    ];
    await outbox.markSent(sent);
    const now = new Date();
    await outbox.claimUndelivered(third, () => new Date(now.getTime() - 1000));
    await outbox.claimUndelivered(waiting, () => new Date(now.getTime() + 60_000));
    expect(await outbox.undeliveredAfter(0, 10)).toEqual([first, third, fourth, waiting]);
    expect(await outbox.undeliveredAfter(third, 2)).toEqual([fourth, waiting]);
    const later = new Date(now.getTime() + 1000);
    expect(await outbox.undeliveredAfter(0, 10, { storedBefore: later, by: now })).toEqual([first, third, fourth]);
    expect(await outbox.undeliveredAfter(first, 1, { storedBefore: later, by: now })).toEqual([third]);
    expect(await outbox.undeliveredAfter(0, 10, { storedBefore: new Date(now.getTime() - 60_000), by: now })).toEqual([third]);
  });
});
