import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The messages a nurse received, newest first, from an index: with the pair index
 * (fromUserId, toUserId, id) for the ones she sent, her message search narrows to her own messages
 * before it compares any text. On MySQL/MariaDB it takes the place of the index InnoDB made for the
 * foreign key on toUserId.
 */
export class MessageSearch1764800000740 implements MigrationInterface {
  name = 'MessageSearch1764800000740';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('messages', new TableIndex({ name: 'idx_messages_recipient', columnNames: ['toUserId', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('messages', 'idx_messages_recipient');
  }
}
