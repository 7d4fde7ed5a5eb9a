import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Her saved job searches, with the time each was last checked for new listings. */
export class JobAlerts1764800000200 implements MigrationInterface {
  name = 'JobAlerts1764800000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_alerts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'filters', type: 'text' },
          { name: 'alertsOn', type: 'boolean', default: true },
          { name: 'checkedAt', type: 'datetime', precision: 3 },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'idx_job_alerts_user', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_job_alerts_on', columnNames: ['alertsOn', 'id'] }),
        ],
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_alerts');
  }
}
