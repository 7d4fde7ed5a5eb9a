import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** At most one queued career plan generation per nurse, held by a unique key. */
export class OneQueuedCareerPlan1764500000001 implements MigrationInterface {
  name = 'OneQueuedCareerPlan1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('career_generations', new TableColumn({ name: 'queuedUserId', type: 'int', isNullable: true }));
    // Of generations already queued twice for a nurse, the latest holds the key; the others still run.
    await queryRunner.query(
      "UPDATE career_generations SET queuedUserId = userId WHERE state = 'queued' AND id IN " +
        "(SELECT id FROM (SELECT MAX(id) AS id FROM career_generations WHERE state = 'queued' GROUP BY userId) AS latest)",
    );
    await queryRunner.createIndex(
      'career_generations',
      new TableIndex({ name: 'uq_career_generations_queued', columnNames: ['queuedUserId'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('career_generations', 'uq_career_generations_queued');
    await queryRunner.dropColumn('career_generations', 'queuedUserId');
  }
}
