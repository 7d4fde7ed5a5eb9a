import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The stored résumé: its server-made file name and the original name shown and used for downloads. */
export class ProfileUploads1764000000000 implements MigrationInterface {
  name = 'ProfileUploads1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'resumeFile', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'resumeName', type: 'varchar', length: '255', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'resumeName');
    await queryRunner.dropColumn('users', 'resumeFile');
  }
}
