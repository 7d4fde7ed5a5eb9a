import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The record of scheduled housekeeping runs; its unique slot lets one instance claim each run. */
export class HousekeepingRuns1764100000001 implements MigrationInterface {
  name = 'HousekeepingRuns1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'housekeeping_runs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'slot', type: 'varchar', length: '32' },
          { name: 'claim', type: 'varchar', length: '36' },
          { name: 'startedAt', type: 'datetime' },
          { name: 'finishedAt', type: 'datetime', isNullable: true },
          { name: 'summary', type: 'text', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'uq_housekeeping_runs_slot', columnNames: ['slot'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('housekeeping_runs');
  }
}
