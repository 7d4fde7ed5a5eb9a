import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { declaredFromLists, licensureLists, profileLicensure, type LicensureEntry } from '@nurse/catalogue';

const PAGE = 500;

interface UserRow {
  id: number;
  licensureType: string;
  selectedStates: string;
  enlcStates: string;
}

const asFlag = (value: unknown) => value === true || Number(value) === 1;

/**
 * One truth for licensure: the licences she typed on her profile become declared licences in her
 * wallet (`declared_licences`, a licence without number and dates), and the profile's three columns
 * are rewritten as the view of her wallet (profileLicensure). Running it again adds nothing: a
 * declaration already there, or held as a complete licence, is not added twice.
 */
export class SingleLicensure1764700000900 implements MigrationInterface {
  name = 'SingleLicensure1764700000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!(await queryRunner.hasTable('declared_licences'))) {
      await queryRunner.createTable(
        new Table({
          name: 'declared_licences',
          columns: [
            { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
            { name: 'userId', type: 'int' },
            { name: 'type', type: 'varchar', length: '8', default: "''" },
            { name: 'state', type: 'varchar', length: '2', default: "''" },
            { name: 'multistate', type: 'boolean', default: false },
            { name: 'residenceState', type: 'varchar', length: '2', isNullable: true },
            { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          ],
          indices: [new TableIndex({ name: 'uq_declared_licences', columnNames: ['userId', 'type', 'state'], isUnique: true })],
          foreignKeys: [
            new TableForeignKey({
              columnNames: ['userId'],
              referencedTableName: 'users',
              referencedColumnNames: ['id'],
              onDelete: 'CASCADE',
            }),
          ],
        }),
      );
    }
    await moveProfileLicensure(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('declared_licences');
  }
}

/** Declares each nurse's profile licensure in her wallet and rewrites the columns from the wallet, a page of accounts at a time. */
export async function moveProfileLicensure(queryRunner: QueryRunner): Promise<void> {
  let after = 0;
  for (;;) {
    const users: UserRow[] = await queryRunner.query(
      `SELECT id, licensureType, selectedStates, enlcStates FROM users
       WHERE id > ? AND (licensureType <> '' OR selectedStates <> '' OR enlcStates <> ''
         OR EXISTS (SELECT 1 FROM licences l WHERE l.userId = users.id))
       ORDER BY id LIMIT ${PAGE}`,
      [after],
    );
    if (users.length === 0) return;
    for (const user of users) await moveOne(queryRunner, user);
    after = Number(users[users.length - 1].id);
  }
}

async function moveOne(queryRunner: QueryRunner, user: UserRow): Promise<void> {
  const userId = Number(user.id);
  const entries = async (table: string): Promise<LicensureEntry[]> =>
    (await queryRunner.query(`SELECT type, state, multistate FROM ${table} WHERE userId = ? ORDER BY id`, [userId])).map(
      (row: { type: string; state: string; multistate: unknown }) => ({
        type: row.type,
        state: row.state,
        multistate: asFlag(row.multistate),
      }),
    );
  const licences = await entries('licences');
  const already = await entries('declared_licences');
  const typed = licensureLists({ licensureType: user.licensureType, selectedStates: user.selectedStates, eNLCStates: user.enlcStates });
  const missing = declaredFromLists(typed, [...licences, ...already]);
  for (const entry of missing) {
    await queryRunner.query('INSERT INTO declared_licences (userId, type, state, multistate, residenceState) VALUES (?, ?, ?, ?, ?)', [
      userId,
      entry.type,
      entry.state,
      entry.multistate,
      entry.residenceState,
    ]);
  }
  const derived = profileLicensure([...licences, ...already, ...missing]);
  await queryRunner.query('UPDATE users SET licensureType = ?, selectedStates = ?, enlcStates = ? WHERE id = ?', [
    derived.licensureType,
    derived.selectedStates,
    derived.eNLCStates,
    userId,
  ]);
}
