import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * "Delete my account": when she asked, when her account is erased, her status before, and when it was
 * erased (users); the sweep finds due erasures by (accountStatus, deletionDueAt). Reports she filed are
 * kept without her once her account is erased: the reporter may be null.
 */
export class AccountDeletion1764800000780 implements MigrationInterface {
  name = 'AccountDeletion1764800000780';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'deletionRequestedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'deletionDueAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'statusBeforeDeletion', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'deletedAt', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'idx_users_deletion_due', columnNames: ['accountStatus', 'deletionDueAt'] }),
    );

    const reports = await queryRunner.getTable('reports');
    const reporterKey = reports?.foreignKeys.find((key) => key.columnNames.includes('reporterId'));
    if (reporterKey) await queryRunner.dropForeignKey('reports', reporterKey);
    await queryRunner.changeColumn('reports', 'reporterId', new TableColumn({ name: 'reporterId', type: 'int', isNullable: true }));
    await queryRunner.createForeignKey(
      'reports',
      new TableForeignKey({
        columnNames: ['reporterId'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const reports = await queryRunner.getTable('reports');
    const reporterKey = reports?.foreignKeys.find((key) => key.columnNames.includes('reporterId'));
    if (reporterKey) await queryRunner.dropForeignKey('reports', reporterKey);
    await queryRunner.query('DELETE FROM reports WHERE reporterId IS NULL');
    await queryRunner.changeColumn('reports', 'reporterId', new TableColumn({ name: 'reporterId', type: 'int' }));
    await queryRunner.createForeignKey(
      'reports',
      new TableForeignKey({
        columnNames: ['reporterId'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    await queryRunner.dropIndex('users', 'idx_users_deletion_due');
    await queryRunner.dropColumns('users', ['deletionRequestedAt', 'deletionDueAt', 'statusBeforeDeletion', 'deletedAt']);
  }
}
