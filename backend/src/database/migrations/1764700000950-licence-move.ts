import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The day she moved her primary state of residence away from a multistate licence's issuing state. */
export class LicenceMove1764700000950 implements MigrationInterface {
  name = 'LicenceMove1764700000950';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('licences', new TableColumn({ name: 'movedOn', type: 'date', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('licences', 'movedOn');
  }
}
