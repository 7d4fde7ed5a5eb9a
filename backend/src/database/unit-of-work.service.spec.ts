import { sqliteDriver } from './sqlite-driver';
import { DataSource } from 'typeorm';
import { AppSettingEntity } from './app-setting.entity';
import { managerOf, type Transaction } from './transaction';
import { UnitOfWork } from './unit-of-work.service';

describe('UnitOfWork (SQLite in memory)', () => {
  let dataSource: DataSource;
  let unitOfWork: UnitOfWork;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [AppSettingEntity],
      synchronize: true,
    });
    await dataSource.initialize();
    unitOfWork = new UnitOfWork(dataSource);
  });

  beforeEach(() => dataSource.getRepository(AppSettingEntity).clear());

  afterAll(() => dataSource.destroy());

  const write = (tx: Transaction, key: string) => managerOf(tx).getRepository(AppSettingEntity).insert({ key, value: 'v' });
  const keys = async () => (await dataSource.getRepository(AppSettingEntity).find()).map((row) => row.key).sort();

  it('stores every write of the work, and runs its effects once committed', async () => {
    const seen: string[] = [];
    await unitOfWork.run(async (tx) => {
      await write(tx, 'a');
      unitOfWork.afterCommit(tx, () => seen.push('effect'));
      await write(tx, 'b');
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'effect']);
    expect(await keys()).toEqual(['a', 'b']);
  });

  it('stores none of the writes, and runs none of the effects, when the work fails', async () => {
    const effect = jest.fn();
    await expect(
      unitOfWork.run(async (tx) => {
        await write(tx, 'a');
        unitOfWork.afterCommit(tx, effect);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(effect).not.toHaveBeenCalled();
    expect(await keys()).toEqual([]);
  });

  it('runs an effect at once for a write outside a transaction', () => {
    const effect = jest.fn();
    unitOfWork.afterCommit(undefined, effect);
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('refuses a handle it did not open', () => {
    expect(() => managerOf({ kind: 'transaction' })).toThrow('Not a transaction opened by the unit of work');
  });
});
