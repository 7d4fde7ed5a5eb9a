import { TableColumn, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';

const USER_COLUMNS = [
  'deletionRequestedAt datetime NULL',
  'deletionDueAt datetime NULL',
  'statusBeforeDeletion varchar(10) NULL',
  'deletedAt datetime NULL',
];

const reporterKey = (onDelete: 'SET NULL' | 'CASCADE') =>
  new TableForeignKey({ columnNames: ['reporterId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete });

async function dropReporterKey(queryRunner: QueryRunner): Promise<void> {
  const key = (await queryRunner.getTable('reports'))?.foreignKeys.find((foreign) => foreign.columnNames.includes('reporterId'));
  if (key) await queryRunner.dropForeignKey('reports', key);
}

/**
 * "Delete my account": when she asked, when her account is erased, her status before, and when it was
 * erased (users); the sweep finds due erasures by (accountStatus, deletionDueAt). Reports she filed are
 * kept without her once her account is erased: the reporter may be null.
 */
export class AccountDeletion1764800000780 implements MigrationInterface {
  name = 'AccountDeletion1764800000780';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER TABLE on both databases: TypeORM would rebuild the users table on SQLite, losing its triggers.
    for (const column of USER_COLUMNS) await queryRunner.query(`ALTER TABLE users ADD COLUMN ${column}`);
    await queryRunner.query('CREATE INDEX idx_users_deletion_due ON users (accountStatus, deletionDueAt)');

    await dropReporterKey(queryRunner);
    await queryRunner.changeColumn('reports', 'reporterId', new TableColumn({ name: 'reporterId', type: 'int', isNullable: true }));
    await queryRunner.createForeignKey('reports', reporterKey('SET NULL'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropReporterKey(queryRunner);
    await queryRunner.query('DELETE FROM reports WHERE reporterId IS NULL');
    await queryRunner.changeColumn('reports', 'reporterId', new TableColumn({ name: 'reporterId', type: 'int' }));
    await queryRunner.createForeignKey('reports', reporterKey('CASCADE'));
    await queryRunner.dropIndex('users', 'idx_users_deletion_due');
    for (const column of USER_COLUMNS) await queryRunner.query(`ALTER TABLE users DROP COLUMN ${column.split(' ')[0]}`);
  }
}
