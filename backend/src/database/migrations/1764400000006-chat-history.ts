import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The assistant conversation each nurse keeps: her questions and its answers, by day's session. */
export class ChatHistory1764400000006 implements MigrationInterface {
  name = 'ChatHistory1764400000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'chat_messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'sessionId', type: 'varchar', length: '100' },
          { name: 'messageType', type: 'varchar', length: '16' },
          { name: 'message', type: 'text' },
          { name: 'suggestedSpecialties', type: 'text' },
          { name: 'suggestedActions', type: 'text' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'idx_chat_messages_user', columnNames: ['userId', 'id'] })],
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
    await queryRunner.dropTable('chat_messages');
  }
}
