import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** When the outbox sweep may queue an undelivered email again: rows that keep failing wait longer each time. */
export class MailOutboxRetryTime1764800000410 implements MigrationInterface {
  name = 'MailOutboxRetryTime1764800000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('mail_outbox', new TableColumn({ name: 'nextAttemptAt', type: 'datetime', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'nextAttemptAt');
  }
}
