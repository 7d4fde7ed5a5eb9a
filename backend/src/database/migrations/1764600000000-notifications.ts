import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const userKey = { name: 'userId', type: 'int', isPrimary: true };
const cascadeToUser = (table: string) => ({
  name: `fk_${table}_user`,
  columnNames: ['userId'],
  referencedTableName: 'users',
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

/**
 * Notifications, her channel and quiet-hour settings, digest schedules and last activity. Event and
 * activity times keep milliseconds: a digest leaves out what came before her last visit, and on MySQL a
 * plain DATETIME would put a visit and a message of the same second at the same time.
 */
export class Notifications1764600000000 implements MigrationInterface {
  name = 'Notifications1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'category', type: 'varchar', length: '40' },
          { name: 'subjectId', type: 'int' },
          { name: 'actorName', type: 'varchar', length: '201', isNullable: true },
          { name: 'count', type: 'int', default: 1 },
          { name: 'shownInApp', type: 'boolean', default: true },
          { name: 'readAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'mailedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        foreignKeys: [cascadeToUser('notifications')],
        indices: [
          new TableIndex({ name: 'idx_notifications_list', columnNames: ['userId', 'updatedAt', 'id'] }),
          new TableIndex({ name: 'idx_notifications_unread', columnNames: ['userId', 'readAt'] }),
          new TableIndex({ name: 'idx_notifications_subject', columnNames: ['userId', 'category', 'subjectId'] }),
          new TableIndex({ name: 'idx_notifications_age', columnNames: ['updatedAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_settings',
        columns: [
          userKey,
          { name: 'channels', type: 'text', isNullable: true },
          { name: 'timeZone', type: 'varchar', length: '64', isNullable: true },
          { name: 'quietStart', type: 'varchar', length: '5', isNullable: true },
          { name: 'quietEnd', type: 'varchar', length: '5', isNullable: true },
        ],
        foreignKeys: [cascadeToUser('notification_settings')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_digests',
        columns: [userKey, { name: 'dueAt', type: 'datetime', isNullable: true }, { name: 'sentTimes', type: 'text', isNullable: true }],
        foreignKeys: [cascadeToUser('notification_digests')],
        indices: [new TableIndex({ name: 'idx_notification_digests_due', columnNames: ['dueAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'nurse_activity',
        columns: [userKey, { name: 'lastActiveAt', type: 'datetime', precision: 3 }],
        foreignKeys: [cascadeToUser('nurse_activity')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['nurse_activity', 'notification_digests', 'notification_settings', 'notifications']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
