import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const userKey = () =>
  new TableForeignKey({ columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/** Career plans: the recommendations the wizard generates, and the generation requests its jobs run. */
export class CareerRecommendations1764400000007 implements MigrationInterface {
  name = 'CareerRecommendations1764400000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'career_recommendations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'recommendationType', type: 'varchar', length: '16' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'priority', type: 'varchar', length: '8' },
          { name: 'category', type: 'varchar', length: '16' },
          { name: 'estimatedTimeframe', type: 'varchar', length: '100' },
          { name: 'marketDemand', type: 'varchar', length: '8' },
          { name: 'potentialSalaryIncrease', type: 'varchar', length: '200' },
          { name: 'requiredSteps', type: 'text' },
          { name: 'isCompleted', type: 'boolean', default: false },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'idx_career_recommendations_user', columnNames: ['userId', 'id'] })],
        foreignKeys: [userKey()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'career_generations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'state', type: 'varchar', length: '8' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'finishedAt', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_career_generations_user', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_career_generations_state', columnNames: ['state', 'id'] }),
        ],
        foreignKeys: [userKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('career_generations');
    await queryRunner.dropTable('career_recommendations');
  }
}
