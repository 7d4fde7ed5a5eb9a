import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The messages a nurse received and the ones she sent, each newest first from an index, so her message
 * search reads only her own messages before it compares any text (the pair index (fromUserId,
 * toUserId, id) does not hold her sent messages in id order, and MariaDB would rather walk the whole
 * table backwards by id than sort them). On MySQL/MariaDB the recipient index takes the place of the
 * one InnoDB made for the foreign key on toUserId.
 */
export class MessageSearch1764800000740 implements MigrationInterface {
  name = 'MessageSearch1764800000740';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('messages', new TableIndex({ name: 'idx_messages_recipient', columnNames: ['toUserId', 'id'] }));
    await queryRunner.createIndex('messages', new TableIndex({ name: 'idx_messages_sender', columnNames: ['fromUserId', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('messages', 'idx_messages_sender');
    await queryRunner.dropIndex('messages', 'idx_messages_recipient');
  }
}
