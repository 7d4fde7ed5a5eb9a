import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const DOCUMENT_AND_TIMES: TableColumnOptions[] = [
  { name: 'showOnProfile', type: 'boolean', default: false },
  { name: 'documentFile', type: 'varchar', length: '64', isNullable: true },
  { name: 'documentName', type: 'varchar', length: '160', isNullable: true },
  { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];

const owner = () =>
  new TableForeignKey({ columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/** The licence wallet: a nurse's licences and certifications, each with an optional document. */
export class LicenceWallet1764700000400 implements MigrationInterface {
  name = 'LicenceWallet1764700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'licences',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'type', type: 'varchar', length: '8' },
          { name: 'aprnRole', type: 'varchar', length: '8', isNullable: true },
          { name: 'state', type: 'varchar', length: '2' },
          { name: 'number', type: 'varchar', length: '40' },
          { name: 'multistate', type: 'boolean', default: false },
          { name: 'residenceState', type: 'varchar', length: '2', isNullable: true },
          { name: 'issueDate', type: 'date' },
          { name: 'expiryDate', type: 'date' },
          { name: 'status', type: 'varchar', length: '16' },
          ...DOCUMENT_AND_TIMES,
        ],
        indices: [
          new TableIndex({ name: 'idx_licences_user', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_licences_expiry', columnNames: ['expiryDate'] }),
        ],
        foreignKeys: [owner()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'certifications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'issuer', type: 'varchar', length: '120' },
          { name: 'number', type: 'varchar', length: '60', isNullable: true },
          { name: 'issueDate', type: 'date' },
          { name: 'expiryDate', type: 'date', isNullable: true },
          ...DOCUMENT_AND_TIMES,
        ],
        indices: [
          new TableIndex({ name: 'idx_certifications_user', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_certifications_expiry', columnNames: ['expiryDate'] }),
        ],
        foreignKeys: [owner()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('certifications');
    await queryRunner.dropTable('licences');
  }
}
