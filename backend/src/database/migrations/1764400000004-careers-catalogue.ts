import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { JOB_LISTINGS } from './data/job-listings.data';
import { LEARNING_RESOURCES } from './data/learning-resources.data';

const text = (name: string) => ({ name, type: 'text' });
const varchar = (name: string, length: number) => ({ name, type: 'varchar', length: String(length) });

/** The first release's fixed job listings table (replaced by the job board, 1764800000000, whose down brings it back). */
export function firstReleaseJobListingsTable(): Table {
  return new Table({
    name: 'job_listings',
    columns: [
      { ...varchar('JobID', 20), isPrimary: true },
      varchar('JobTitle', 200),
      varchar('Specialty', 100),
      varchar('Employer', 200),
      varchar('Location', 100),
      varchar('WorkType', 20),
      varchar('ShiftSchedule', 200),
      varchar('PayRate', 50),
      varchar('PayType', 20),
      { name: 'ExperienceRequiredYears', type: 'int' },
      varchar('EducationRequired', 200),
      varchar('LicenseCertification1', 200),
      varchar('LicenseCertification2', 200),
      text('JobDescription'),
      text('Responsibilities'),
      text('Qualifications'),
      varchar('RemoteHybridInPerson', 20),
      text('Benefits'),
      varchar('DatePosted', 10),
      varchar('ApplicationLink', 500),
    ],
    indices: [new TableIndex({ name: 'idx_job_listings_specialty', columnNames: ['Specialty'] })],
  });
}

/**
 * Job listings and learning resources, filled from the catalogue files as they stood when this
 * migration was written; later changes to the catalogue go in migrations of their own.
 */
export class CareersCatalogue1764400000004 implements MigrationInterface {
  name = 'CareersCatalogue1764400000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(firstReleaseJobListingsTable());
    await queryRunner.createTable(
      new Table({
        name: 'learning_resources',
        columns: [
          { ...varchar('id', 20), isPrimary: true },
          varchar('title', 200),
          varchar('specialty', 100),
          varchar('provider', 200),
          varchar('type', 20),
          varchar('duration', 100),
          varchar('cost', 100),
          text('description'),
          varchar('prerequisites', 300),
          varchar('link', 500),
          { name: 'rating', type: 'decimal', precision: 2, scale: 1 },
        ],
        indices: [new TableIndex({ name: 'idx_learning_resources_specialty', columnNames: ['specialty'] })],
      }),
    );
    await queryRunner.manager.insert(
      'job_listings',
      JOB_LISTINGS.map((job) => ({ ...job })),
    );
    await queryRunner.manager.insert(
      'learning_resources',
      LEARNING_RESOURCES.map((resource) => ({ ...resource })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('learning_resources');
    await queryRunner.dropTable('job_listings');
  }
}
