import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Reactions to messages: one per nurse per message, gone with the message or the nurse. */
export class MessageReactions1764800000710 implements MigrationInterface {
  name = 'MessageReactions1764800000710';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_reactions',
        columns: [
          { name: 'messageId', type: 'int', isPrimary: true },
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'reaction', type: 'varchar', length: '16' },
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
    await queryRunner.dropTable('message_reactions');
  }
}
