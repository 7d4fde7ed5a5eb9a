import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Idempotency keys: a nurse's retry-safe requests and the answers they gave, kept for a day. */
export class IdempotencyKeys1764600000300 implements MigrationInterface {
  name = 'IdempotencyKeys1764600000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'key', type: 'varchar', length: '100' },
          { name: 'requestHash', type: 'varchar', length: '64' },
          { name: 'claimId', type: 'varchar', length: '36' },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'statusCode', type: 'int', isNullable: true },
          { name: 'responseBody', type: 'text', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'uq_idempotency_keys_user_key', columnNames: ['userId', 'key'], isUnique: true }),
          new TableIndex({ name: 'idx_idempotency_keys_created', columnNames: ['createdAt'] }),
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys');
  }
}
