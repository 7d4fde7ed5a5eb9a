import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The counters of the database rate-limit stores. Installations that ran earlier versions already have
 * this table, with the same columns, so it is created only where missing.
 */
export class RateLimits1764500000200 implements MigrationInterface {
  name = 'RateLimits1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'points', type: 'int', default: 0 },
          // Milliseconds since the epoch; null never expires.
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limits', true);
  }
}
