import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The hourly job alert passes, one row per hour, claimed by the instance that runs it. */
export class JobAlertPasses1764800000500 implements MigrationInterface {
  name = 'JobAlertPasses1764800000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_alert_passes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'hour', type: 'varchar', length: '13' },
          { name: 'claim', type: 'varchar', length: '36' },
          { name: 'startedAt', type: 'datetime' },
          { name: 'finishedAt', type: 'datetime', isNullable: true },
          { name: 'alerted', type: 'int', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'uq_job_alert_passes_hour', columnNames: ['hour'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_alert_passes');
  }
}
