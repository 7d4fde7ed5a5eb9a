import { sqliteDriver } from '../database/sqlite-driver';
import { DataSource, type Repository } from 'typeorm';
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
    unitOfWork = new UnitOfWork(dataSource);
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

  it('claims an undelivered email, counting each attempt, until it is marked sent', async () => {
    const id = await store('ana@example.org');
    expect(await outbox.claimUndelivered(id)).toMatchObject({ id, recipient: 'ana@example.org', message: welcome, attempts: 1 });
    expect((await outbox.claimUndelivered(id))?.attempts).toBe(2);
    expect(await outbox.markSent(id)).toBe(true);
    expect(await outbox.claimUndelivered(id)).toBeNull();
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
    expect(await outbox.claimUndelivered(404)).toBeNull();
    expect(await outbox.markSent(404)).toBe(false);
  });

  it('lists undelivered emails stored before a time, oldest first, up to a limit', async () => {
    const [first, sent, third, fourth] = [
      await store('a@example.org'),
      await store('b@example.org'),
      await store('c@example.org'),
      await store('d@example.org'),
    ];
    await outbox.markSent(sent);
    const later = new Date(Date.now() + 60_000);
    expect(await outbox.undeliveredBefore(later, 10)).toEqual([first, third, fourth]);
    expect(await outbox.undeliveredBefore(later, 2)).toEqual([first, third]);
    expect(await outbox.undeliveredBefore(new Date(Date.now() - 60_000), 10)).toEqual([]);
  });
});
