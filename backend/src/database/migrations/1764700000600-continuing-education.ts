import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const TIMES: TableColumnOptions[] = [
  { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];

/** Continuing education: her CE activities with an optional certificate, and the requirement she enters for a licence. */
export class ContinuingEducation1764700000600 implements MigrationInterface {
  name = 'ContinuingEducation1764700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ce_activities',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'provider', type: 'varchar', length: '120' },
          { name: 'completedOn', type: 'date' },
          { name: 'hoursHundredths', type: 'int' },
          { name: 'topics', type: 'text' },
          { name: 'documentFile', type: 'varchar', length: '64', isNullable: true },
          { name: 'documentName', type: 'varchar', length: '160', isNullable: true },
          ...TIMES,
        ],
        indices: [new TableIndex({ name: 'idx_ce_activities_user', columnNames: ['userId', 'completedOn'] })],
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
    await queryRunner.createTable(
      new Table({
        name: 'ce_requirements',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'licenceId', type: 'int' },
          { name: 'hoursHundredths', type: 'int' },
          { name: 'cycleStart', type: 'date' },
          { name: 'cycleEnd', type: 'date' },
          { name: 'topics', type: 'text' },
          ...TIMES,
        ],
        indices: [new TableIndex({ name: 'idx_ce_requirements_licence', columnNames: ['licenceId'], isUnique: true })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['licenceId'],
            referencedTableName: 'licences',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ce_requirements');
    await queryRunner.dropTable('ce_activities');
  }
}
