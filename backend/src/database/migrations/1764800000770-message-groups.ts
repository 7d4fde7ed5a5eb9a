import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Group conversations: the groups, their members (each with her read mark, unread count and mute),
 * and on messages a group id beside a recipient that is now empty for group messages. On SQLite,
 * TypeORM rebuilds `messages` for the column changes with foreign keys off while migrations run, so
 * the rows that point at messages (reactions, attachments, reports) stay.
 */
export class MessageGroups1764800000770 implements MigrationInterface {
  name = 'MessageGroups1764800000770';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_groups',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'creatorId', type: 'int' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'lastMessageId', type: 'int', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'message_group_members',
        columns: [
          { name: 'groupId', type: 'int', isPrimary: true },
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'joinedAt', type: 'datetime' },
          { name: 'visibleAfterId', type: 'int', default: 0 },
          { name: 'lastReadMessageId', type: 'int', default: 0 },
          { name: 'unreadCount', type: 'int', default: 0 },
          { name: 'muted', type: 'boolean', default: false },
          { name: 'addedById', type: 'int', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_message_group_members_user', columnNames: ['userId', 'groupId'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['groupId'],
            referencedTableName: 'message_groups',
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
    const messages = await queryRunner.getTable('messages');
    const toUserId = messages!.findColumnByName('toUserId')!;
    const nullable = toUserId.clone();
    nullable.isNullable = true;
    await queryRunner.changeColumn('messages', toUserId, nullable);
    await queryRunner.addColumn('messages', new TableColumn({ name: 'groupId', type: 'int', isNullable: true }));
    await queryRunner.createForeignKey(
      'messages',
      new TableForeignKey({
        columnNames: ['groupId'],
        referencedTableName: 'message_groups',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
    await queryRunner.createIndex('messages', new TableIndex({ name: 'idx_messages_group', columnNames: ['groupId', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM messages WHERE groupId IS NOT NULL');
    await queryRunner.dropIndex('messages', 'idx_messages_group');
    const messages = await queryRunner.getTable('messages');
    const groupForeignKey = messages!.foreignKeys.find((key) => key.columnNames.includes('groupId'));
    if (groupForeignKey) await queryRunner.dropForeignKey('messages', groupForeignKey);
    await queryRunner.dropColumn('messages', 'groupId');
    const toUserId = (await queryRunner.getTable('messages'))!.findColumnByName('toUserId')!;
    const required = toUserId.clone();
    required.isNullable = false;
    await queryRunner.changeColumn('messages', toUserId, required);
    await queryRunner.dropTable('message_group_members');
    await queryRunner.dropTable('message_groups');
  }
}
