import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const userKey = (column: string) =>
  new TableForeignKey({ columnNames: [column], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/** Connections between nurses, their private messages, and each nurse's side of a conversation. */
export class ConnectionsMessaging1764400000002 implements MigrationInterface {
  name = 'ConnectionsMessaging1764400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'connections',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'lowUserId', type: 'int' },
          { name: 'highUserId', type: 'int' },
          { name: 'requesterId', type: 'int' },
          { name: 'addresseeId', type: 'int' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'message', type: 'text' },
          { name: 'requestedAt', type: 'datetime' },
          { name: 'respondedAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'uq_connections_pair', columnNames: ['lowUserId', 'highUserId'], isUnique: true }),
          new TableIndex({ name: 'idx_connections_addressee', columnNames: ['addresseeId', 'status', 'id'] }),
          new TableIndex({ name: 'idx_connections_requester', columnNames: ['requesterId', 'status', 'id'] }),
          new TableIndex({ name: 'idx_connections_requested_at', columnNames: ['requesterId', 'requestedAt'] }),
        ],
        foreignKeys: [userKey('requesterId'), userKey('addresseeId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'fromUserId', type: 'int' },
          { name: 'toUserId', type: 'int' },
          { name: 'content', type: 'text' },
          { name: 'readAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'idx_messages_pair', columnNames: ['fromUserId', 'toUserId', 'id'] })],
        foreignKeys: [userKey('fromUserId'), userKey('toUserId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'conversations',
        columns: [
          { name: 'ownerId', type: 'int', isPrimary: true },
          { name: 'otherUserId', type: 'int', isPrimary: true },
          { name: 'lastMessageId', type: 'int' },
          { name: 'unreadCount', type: 'int', default: 0 },
        ],
        indices: [new TableIndex({ name: 'idx_conversations_latest', columnNames: ['ownerId', 'lastMessageId'] })],
        foreignKeys: [userKey('ownerId'), userKey('otherUserId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('conversations');
    await queryRunner.dropTable('messages');
    await queryRunner.dropTable('connections');
  }
}
