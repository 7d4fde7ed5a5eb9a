import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The mail outbox: every email is stored with the change that causes it, and delivered from here. */
export class MailOutbox1764200000000 implements MigrationInterface {
  name = 'MailOutbox1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'message', type: 'text' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'sentAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex('mail_outbox', new TableIndex({ name: 'idx_mail_outbox_unsent', columnNames: ['sentAt', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
