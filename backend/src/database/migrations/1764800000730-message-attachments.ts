import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Photos and PDFs attached to private messages: waiting for their message (messageId null) until sent
 * or expired, gone with the message or the nurse who uploaded them.
 */
export class MessageAttachments1764800000730 implements MigrationInterface {
  name = 'MessageAttachments1764800000730';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_attachments',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'messageId', type: 'int', isNullable: true },
          { name: 'ownerId', type: 'int' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'mime', type: 'varchar', length: '64' },
          { name: 'bytes', type: 'int' },
          { name: 'originalKey', type: 'varchar', length: '64' },
          { name: 'thumbnailKey', type: 'varchar', length: '64', isNullable: true },
          { name: 'width', type: 'int', isNullable: true },
          { name: 'height', type: 'int', isNullable: true },
          { name: 'filename', type: 'varchar', length: '255' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['messageId'],
            referencedTableName: 'messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['ownerId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({ name: 'idx_message_attachments_message', columnNames: ['messageId', 'createdAt'] }),
          new TableIndex({ name: 'idx_message_attachments_owner', columnNames: ['ownerId', 'messageId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('message_attachments');
  }
}
