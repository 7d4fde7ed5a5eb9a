import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Credentials packets she shares by link, and the log of their views. */
export class CredentialPackets1764700000800 implements MigrationInterface {
  name = 'CredentialPackets1764700000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'credential_packets',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'title', type: 'varchar', length: '80' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'licenceIds', type: 'text' },
          { name: 'certificationIds', type: 'text' },
          { name: 'includeCeTranscript', type: 'boolean', default: false },
          { name: 'includeResume', type: 'boolean', default: false },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'uq_credential_packets_token', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'idx_credential_packets_user', columnNames: ['userId', 'id'] }),
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
        name: 'credential_packet_views',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'packetId', type: 'int' },
          { name: 'viewedAt', type: 'datetime' },
          { name: 'item', type: 'varchar', length: '16' },
          { name: 'entryId', type: 'int', isNullable: true },
          { name: 'network', type: 'varchar', length: '64', isNullable: true },
          { name: 'userAgent', type: 'varchar', length: '160', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_credential_packet_views_packet', columnNames: ['packetId', 'id'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['packetId'],
            referencedTableName: 'credential_packets',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('credential_packet_views');
    await queryRunner.dropTable('credential_packets');
  }
}
