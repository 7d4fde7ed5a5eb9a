import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The archives of their data nurses ask for ("Download my data"), gone with the nurse. */
export class DataExports1764800000760 implements MigrationInterface {
  name = 'DataExports1764800000760';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'data_exports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'requestedAt', type: 'datetime' },
          { name: 'readyAt', type: 'datetime', isNullable: true },
          { name: 'expiresAt', type: 'datetime', isNullable: true },
          { name: 'storageKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'bytes', type: 'int', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_data_exports_user', columnNames: ['userId', 'requestedAt'] })],
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('data_exports');
  }
}
