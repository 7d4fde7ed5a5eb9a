import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** When the sender confirmed a message holds no patient information, kept with the message. */
export class MessagePatientInformation1764800000700 implements MigrationInterface {
  name = 'MessagePatientInformation1764800000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('messages', new TableColumn({ name: 'patientInformationConfirmedAt', type: 'datetime', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('messages', 'patientInformationConfirmedAt');
  }
}
