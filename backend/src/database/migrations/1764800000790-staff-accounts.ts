import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Staff accounts of the admin area, their recovery codes, invitations to become staff, and who acted in the audit log. */
export class StaffAccounts1764800000790 implements MigrationInterface {
  name = 'StaffAccounts1764800000790';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'staff_accounts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          { name: 'totpSecretCipher', type: 'varchar', length: '255', isNullable: true },
          { name: 'totpEnabledAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'totpLastStep', type: 'bigint', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'uq_staff_accounts_email', columnNames: ['email'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'staff_recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'staffId', type: 'int' },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'idx_staff_recovery_codes_staff', columnNames: ['staffId', 'codeHash'] })],
        foreignKeys: [
          { columnNames: ['staffId'], referencedTableName: 'staff_accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'staff_invitations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'invitedBy', type: 'int', isNullable: true },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'uq_staff_invitations_token', columnNames: ['tokenHash'], isUnique: true })],
      }),
    );
    // Plain ALTER TABLE: TypeORM's addColumns rebuilds the table on SQLite, losing its row-counting triggers.
    await queryRunner.query('ALTER TABLE audit_log ADD COLUMN staffId int NULL');
    await queryRunner.query('ALTER TABLE audit_log ADD COLUMN staffEmail varchar(254) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE audit_log DROP COLUMN staffEmail');
    await queryRunner.query('ALTER TABLE audit_log DROP COLUMN staffId');
    await queryRunner.dropTable('staff_invitations');
    await queryRunner.dropTable('staff_recovery_codes');
    await queryRunner.dropTable('staff_accounts');
  }
}
