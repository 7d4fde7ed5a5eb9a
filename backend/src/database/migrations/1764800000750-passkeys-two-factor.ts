import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const userForeignKey = () =>
  new TableForeignKey({ columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/**
 * Passkeys (WebAuthn credentials), the authenticator app's secret and recovery codes, and the
 * short-lived challenges of passkey ceremonies and of the sign-in step after the password.
 */
export class PasskeysTwoFactor1764800000750 implements MigrationInterface {
  name = 'PasskeysTwoFactor1764800000750';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'passkey_credentials',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'credentialId', type: 'varchar', length: '512' },
          { name: 'publicKey', type: 'varchar', length: '2000' },
          { name: 'counter', type: 'bigint', default: 0 },
          { name: 'transports', type: 'varchar', length: '200', default: "''" },
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'lastUsedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_passkey_credentials_credential', columnNames: ['credentialId'], isUnique: true }),
          new TableIndex({ name: 'idx_passkey_credentials_user', columnNames: ['userId', 'id'] }),
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'two_factor_settings',
        columns: [
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'secretCipher', type: 'varchar', length: '255' },
          { name: 'enabledAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastUsedStep', type: 'bigint', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'idx_recovery_codes_user', columnNames: ['userId', 'codeHash'] })],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_challenges',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'purpose', type: 'varchar', length: '30' },
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'challenge', type: 'varchar', length: '200', isNullable: true },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'idx_auth_challenges_expiry', columnNames: ['expiresAt'] })],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('auth_challenges');
    await queryRunner.dropTable('recovery_codes');
    await queryRunner.dropTable('two_factor_settings');
    await queryRunner.dropTable('passkey_credentials');
  }
}
