import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const references = (column: string, table: string, onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE') =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete });

/** Blocks between nurses and reports for administrators. */
export class Safety1764400000003 implements MigrationInterface {
  name = 'Safety1764400000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'blocks',
        columns: [
          { name: 'blockerId', type: 'int', isPrimary: true },
          { name: 'blockedId', type: 'int', isPrimary: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'idx_blocks_blocked', columnNames: ['blockedId', 'blockerId'] })],
        foreignKeys: [references('blockerId', 'users'), references('blockedId', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'reports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'reporterId', type: 'int' },
          { name: 'reportedUserId', type: 'int' },
          { name: 'messageId', type: 'int', isNullable: true },
          { name: 'reason', type: 'varchar', length: '32' },
          { name: 'details', type: 'text' },
          { name: 'status', type: 'varchar', length: '16', default: "'open'" },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'resolvedAt', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_reports_status', columnNames: ['status', 'id'] }),
          new TableIndex({ name: 'idx_reports_reporter', columnNames: ['reporterId', 'reportedUserId'] }),
        ],
        foreignKeys: [
          references('reporterId', 'users'),
          references('reportedUserId', 'users'),
          references('messageId', 'messages', 'SET NULL'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reports');
    await queryRunner.dropTable('blocks');
  }
}
