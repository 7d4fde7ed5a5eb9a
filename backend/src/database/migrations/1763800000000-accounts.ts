import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
const createdAt = { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' };
const varchar = (name: string, length: number, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

/** Accounts, sessions, password resets, invitations, the audit log and server settings. */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          varchar('name', 100),
          varchar('email', 254),
          varchar('phone', 20, { default: "''" }),
          varchar('passwordHash', 255),
          varchar('profileImage', 500, { isNullable: true }),
          varchar('location', 100, { default: "''" }),
          varchar('linkedinUrl', 500, { default: "''" }),
          { name: 'workExperience', type: 'text', isNullable: true },
          { name: 'education', type: 'text', isNullable: true },
          varchar('resumeUrl', 500, { isNullable: true }),
          varchar('licensureType', 200, { default: "''" }),
          { name: 'licenses', type: 'text', isNullable: true },
          { name: 'certifications', type: 'text', isNullable: true },
          varchar('selectedStates', 300, { default: "''" }),
          varchar('enlcStates', 300, { default: "''" }),
          { name: 'confirmedSpecialties', type: 'text' },
          { name: 'selectedCareerAreas', type: 'text' },
          { name: 'onboardingCompleted', type: 'boolean', default: false },
          varchar('accountStatus', 10, { default: "'pending'" }),
          { name: 'invitationEmails', type: 'text' },
          varchar('verificationType', 10, { isNullable: true }),
          varchar('firstName', 100, { isNullable: true }),
          varchar('lastName', 100, { isNullable: true }),
          varchar('licenseNumber', 100, { isNullable: true }),
          varchar('licenseType', 20, { isNullable: true }),
          varchar('state', 100, { isNullable: true }),
          varchar('ncsbnId', 8, { isNullable: true }),
          { name: 'lastLogin', type: 'datetime', isNullable: true },
          createdAt,
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'uq_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'idx_users_status_created', columnNames: ['accountStatus', 'createdAt'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          varchar('id', 64, { isPrimary: true }),
          varchar('kind', 10),
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'createdAt', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'idx_sessions_user', columnNames: ['userId'] }),
          new TableIndex({ name: 'idx_sessions_expires', columnNames: ['expiresAt'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          id,
          { name: 'userId', type: 'int' },
          varchar('tokenHash', 64),
          { name: 'expiresAt', type: 'datetime' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'idx_reset_tokens_user', columnNames: ['userId'] }),
          new TableIndex({ name: 'uq_reset_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          id,
          varchar('email', 254),
          varchar('inviterKey', 40),
          { name: 'invitedByUserId', type: 'int', isNullable: true },
          { name: 'sendCount', type: 'int', default: 1 },
          { name: 'lastSentAt', type: 'datetime' },
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'uq_invitations_email_inviter', columnNames: ['email', 'inviterKey'], isUnique: true }),
          new TableIndex({ name: 'idx_invitations_email', columnNames: ['email'] }),
          new TableIndex({ name: 'idx_invitations_last_sent', columnNames: ['lastSentAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_invitations_inviter',
            columnNames: ['invitedByUserId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id,
          varchar('actor', 40),
          varchar('action', 60),
          varchar('targetType', 40, { isNullable: true }),
          varchar('targetId', 254, { isNullable: true }),
          { name: 'details', type: 'text', isNullable: true },
          varchar('ip', 64, { isNullable: true }),
          createdAt,
        ],
        indices: [new TableIndex({ name: 'idx_audit_created', columnNames: ['createdAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({ name: 'app_settings', columns: [varchar('key', 64, { isPrimary: true }), { name: 'value', type: 'text' }] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['app_settings', 'audit_log', 'invitations', 'password_reset_tokens', 'sessions', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}
