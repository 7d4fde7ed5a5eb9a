import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const references = (column: string, table: string) =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/** Contact on her terms: her contact settings, message requests from nurses who are not her connections, and muted conversations. */
export class ContactOnHerTerms1764600000100 implements MigrationInterface {
  name = 'ContactOnHerTerms1764600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_settings',
        columns: [
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'contactPolicy', type: 'varchar', length: '16', default: "'connections'" },
          { name: 'readReceipts', type: 'boolean', default: true },
        ],
        foreignKeys: [references('userId', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'message_requests',
        columns: [
          { name: 'senderId', type: 'int', isPrimary: true },
          { name: 'recipientId', type: 'int', isPrimary: true },
          { name: 'messageId', type: 'int' },
          { name: 'status', type: 'varchar', length: '16', default: "'pending'" },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'respondedAt', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_message_requests_recipient', columnNames: ['recipientId', 'status', 'createdAt'] })],
        foreignKeys: [references('senderId', 'users'), references('recipientId', 'users'), references('messageId', 'messages')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'muted_conversations',
        columns: [
          { name: 'ownerId', type: 'int', isPrimary: true },
          { name: 'otherUserId', type: 'int', isPrimary: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [references('ownerId', 'users'), references('otherUserId', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('muted_conversations');
    await queryRunner.dropTable('message_requests');
    await queryRunner.dropTable('contact_settings');
  }
}
