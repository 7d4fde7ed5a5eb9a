import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Each outbox row names its Message-ID with a random key, unique across databases and instances. */
export class MailMessageKeys1764600000001 implements MigrationInterface {
  name = 'MailMessageKeys1764600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('mail_outbox', new TableColumn({ name: 'messageKey', type: 'varchar', length: '36', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'messageKey');
  }
}
