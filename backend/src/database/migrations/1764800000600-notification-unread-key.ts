import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * One unread notification per nurse and subject, kept by a unique index instead of a lock on her
 * account row: `unreadKey` is 1 while the row is unread and null once read (an index holds any number
 * of nulls). Where earlier rows broke that (none should), the newest unread row keeps the key.
 */
export class NotificationUnreadKey1764800000600 implements MigrationInterface {
  name = 'NotificationUnreadKey1764800000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('notifications', new TableColumn({ name: 'unreadKey', type: 'int', isNullable: true }));
    await queryRunner.query(
      'UPDATE notifications SET unreadKey = 1 WHERE id IN (SELECT id FROM (SELECT MAX(id) AS id FROM notifications ' +
        'WHERE readAt IS NULL GROUP BY userId, category, subjectId) AS newest)',
    );
    await queryRunner.dropIndex('notifications', 'idx_notifications_subject');
    await queryRunner.createIndex(
      'notifications',
      new TableIndex({ name: 'uq_notifications_unread', columnNames: ['userId', 'category', 'subjectId', 'unreadKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('notifications', 'uq_notifications_unread');
    await queryRunner.createIndex(
      'notifications',
      new TableIndex({ name: 'idx_notifications_subject', columnNames: ['userId', 'category', 'subjectId'] }),
    );
    await queryRunner.dropColumn('notifications', 'unreadKey');
  }
}
