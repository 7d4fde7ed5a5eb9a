import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The devices each nurse turned push on for; removed with her account, or when the session that added one ends. */
export class PushSubscriptions1764900000000 implements MigrationInterface {
  name = 'PushSubscriptions1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'endpoint', type: 'varchar', length: '1000' },
          { name: 'endpointKey', type: 'varchar', length: '64' },
          { name: 'p256dh', type: 'varchar', length: '100' },
          { name: 'auth', type: 'varchar', length: '50' },
          { name: 'deviceName', type: 'varchar', length: '80' },
          { name: 'sessionId', type: 'varchar', length: '64', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'lastUsedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_push_subscriptions_endpoint', columnNames: ['endpointKey'], isUnique: true }),
          new TableIndex({ name: 'idx_push_subscriptions_user', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_push_subscriptions_session', columnNames: ['sessionId'] }),
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
    await queryRunner.dropTable('push_subscriptions');
  }
}
