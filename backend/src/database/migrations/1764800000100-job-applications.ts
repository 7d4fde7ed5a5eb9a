import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Her job tracker: listings she saved or applied to, with the stages she reached and a private note. */
export class JobApplications1764800000100 implements MigrationInterface {
  name = 'JobApplications1764800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_applications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'jobId', type: 'int' },
          { name: 'stage', type: 'varchar', length: '20' },
          { name: 'stages', type: 'text' },
          { name: 'note', type: 'text' },
          { name: 'listingChanged', type: 'boolean', default: false },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'uq_job_applications_user_job', columnNames: ['userId', 'jobId'], isUnique: true }),
          new TableIndex({ name: 'idx_job_applications_user', columnNames: ['userId', 'updatedAt'] }),
          new TableIndex({ name: 'idx_job_applications_job', columnNames: ['jobId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({ columnNames: ['jobId'], referencedTableName: 'jobs', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_applications');
  }
}
