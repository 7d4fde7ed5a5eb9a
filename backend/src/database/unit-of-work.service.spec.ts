import { sqliteDriver } from './sqlite-driver';
import { DataSource } from 'typeorm';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { AppSettingEntity } from './app-setting.entity';
import { managerOf, type Transaction } from './transaction';
import { UnitOfWork } from './unit-of-work.service';

describe('UnitOfWork (SQLite in memory)', () => {
  let dataSource: DataSource;
  let unitOfWork: UnitOfWork;
  let events: DomainEventBus;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [AppSettingEntity],
      synchronize: true,
    });
    await dataSource.initialize();
  });

  beforeEach(async () => {
    await dataSource.getRepository(AppSettingEntity).clear();
    // A bus of its own for each test, without Redis: subscribers registered by one test stay there.
    events = new DomainEventBus(null);
    unitOfWork = new UnitOfWork(dataSource, events);
  });

  afterAll(() => dataSource.destroy());

  const write = (tx: Transaction, key: string) => managerOf(tx).getRepository(AppSettingEntity).insert({ key, value: 'v' });
  const keys = async () => (await dataSource.getRepository(AppSettingEntity).find()).map((row) => row.key).sort();

  it('stores every write of the work, and publishes its events once committed', async () => {
    const seen: string[] = [];
    events.on('wallet-changed', 'after-commit', ({ userId }) => void seen.push(`after commit ${userId}`));
    events.on('wallet-changed', 'every-instance', ({ userId }) => void seen.push(`every instance ${userId}`));
    await unitOfWork.run(async (tx) => {
      await write(tx, 'a');
      tx.record({ type: 'wallet-changed', userId: 7 });
      await write(tx, 'b');
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'every instance 7', 'after commit 7']);
    expect(await keys()).toEqual(['a', 'b']);
  });

  it('runs in-transaction subscribers inside the transaction, including for the events they record', async () => {
    events.on('report-handled', 'in-transaction', async ({ reportId }, tx) => {
      await write(tx, `report ${reportId}`);
      tx.record({ type: 'notifications-read', userId: reportId });
    });
    events.on('notifications-read', 'in-transaction', async ({ userId }, tx) => write(tx, `read ${userId}`));
    const published = jest.fn();
    events.on('notifications-read', 'after-commit', published);
    await unitOfWork.run(async (tx) => tx.record({ type: 'report-handled', reporterId: 1, reportId: 3 }));
    expect(await keys()).toEqual(['read 3', 'report 3']);
    expect(published).toHaveBeenCalledWith({ type: 'notifications-read', userId: 3 });
  });

  it('stores none of the writes, and publishes none of the events, when the work fails', async () => {
    const effect = jest.fn();
    events.on('wallet-changed', 'after-commit', effect);
    events.on('wallet-changed', 'every-instance', effect);
    await expect(
      unitOfWork.run(async (tx) => {
        await write(tx, 'a');
        tx.record({ type: 'wallet-changed', userId: 7 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(effect).not.toHaveBeenCalled();
    expect(await keys()).toEqual([]);
  });

  it('rolls back the write when an in-transaction subscriber fails, and publishes nothing', async () => {
    events.on('report-handled', 'in-transaction', async () => {
      throw new Error('the notification could not be stored');
    });
    const effect = jest.fn();
    events.on('report-handled', 'after-commit', effect);
    await expect(
      unitOfWork.run(async (tx) => {
        await write(tx, 'a');
        tx.record({ type: 'report-handled', reporterId: 1, reportId: 3 });
      }),
    ).rejects.toThrow('the notification could not be stored');
    expect(effect).not.toHaveBeenCalled();
    expect(await keys()).toEqual([]);
  });

  it('keeps the write when an after-commit subscriber fails', async () => {
    events.on('wallet-changed', 'after-commit', () => {
      throw new Error('the socket server is away');
    });
    await unitOfWork.run(async (tx) => {
      await write(tx, 'a');
      tx.record({ type: 'wallet-changed', userId: 7 });
    });
    expect(await keys()).toEqual(['a']);
  });

  it('refuses a handle it did not open', () => {
    expect(() => managerOf({ kind: 'transaction', record: () => undefined })).toThrow('Not a transaction opened by the unit of work');
  });
});
