import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Renewal reminders: the milestones sent (each once), the daily passes, a notification's own line;
 * and each nurse's private calendar feed of her expiry dates.
 */
export class RenewalReminders1764700000700 implements MigrationInterface {
  name = 'RenewalReminders1764700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'renewal_reminders',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'entryKind', type: 'varchar', length: '16' },
          { name: 'entryId', type: 'int' },
          { name: 'expiryDate', type: 'date' },
          { name: 'milestone', type: 'int' },
          { name: 'claim', type: 'varchar', length: '36' },
          { name: 'sentAt', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'uq_renewal_reminders_milestone',
            columnNames: ['entryKind', 'entryId', 'expiryDate', 'milestone'],
            isUnique: true,
          }),
          new TableIndex({ name: 'idx_renewal_reminders_user', columnNames: ['userId'] }),
        ],
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
    await queryRunner.createTable(
      new Table({
        name: 'renewal_passes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'trigger', type: 'varchar', length: '10' },
          { name: 'claim', type: 'varchar', length: '36' },
          { name: 'startedAt', type: 'datetime' },
          { name: 'finishedAt', type: 'datetime', isNullable: true },
          { name: 'sent', type: 'int', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'uq_renewal_passes_day', columnNames: ['day', 'trigger'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'calendar_feeds',
        columns: [
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'uq_calendar_feeds_token', columnNames: ['tokenHash'], isUnique: true })],
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
    await queryRunner.addColumn('notifications', new TableColumn({ name: 'detail', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('notifications', 'detail');
    await queryRunner.dropTable('calendar_feeds');
    await queryRunner.dropTable('renewal_passes');
    await queryRunner.dropTable('renewal_reminders');
  }
}
