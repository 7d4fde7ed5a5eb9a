import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A sender's edits and deletions of her messages, and the reported message's text as the reporter saw
 * it, kept with the report so that neither changes what the moderators read.
 */
export class MessageEdits1764800000720 implements MigrationInterface {
  name = 'MessageEdits1764800000720';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('messages', [
      new TableColumn({ name: 'editedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'deletedAt', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.addColumn('reports', new TableColumn({ name: 'messageContent', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('reports', 'messageContent');
    await queryRunner.dropColumn('messages', 'deletedAt');
    await queryRunner.dropColumn('messages', 'editedAt');
  }
}
