/**
 * The work of a transaction issues its statements in that transaction. A statement on a second pool
 * connection while the first is held can stall the pool under load, so in tests it fails. SQLite runs
 * every statement on its one connection, so there is no second connection to find there.
 */
import { managerOf } from '../src/database/transaction';
import { UnitOfWork } from '../src/database/unit-of-work.service';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const onPooledDatabase = process.env.TEST_DATABASE_URL ? it : it.skip;

onPooledDatabase('refuses a statement that the work of a transaction issues on another connection, and rolls the work back', async () => {
  const unitOfWork = app.nest.get(UnitOfWork);
  await app.dataSource.query('CREATE TABLE discipline_probe (id INT PRIMARY KEY)');

  const work = unitOfWork.run(() => app.dataSource.query('INSERT INTO discipline_probe (id) VALUES (1)'));

  await expect(work).rejects.toThrow(/second connection while its work's transaction was open/);
  expect(await app.dataSource.query('SELECT id FROM discipline_probe')).toEqual([]);
});

it('runs the statements the work issues through its transaction', async () => {
  const unitOfWork = app.nest.get(UnitOfWork);
  await app.dataSource.query('CREATE TABLE discipline_kept (id INT PRIMARY KEY)');

  await unitOfWork.run(async (tx) => {
    await managerOf(tx).query('INSERT INTO discipline_kept (id) VALUES (1)');
  });

  expect(await app.dataSource.query('SELECT id FROM discipline_kept')).toEqual([{ id: 1 }]);
});
