import { findSpecialty } from '@nurse/catalogue';
import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { JOB_LISTINGS } from './data/job-listings.data';
import type { JobListing } from '@nurse/catalogue';
import { firstReleaseJobListingsTable } from './1764400000004-careers-catalogue';

const varchar = (name: string, length: number, extra: object = {}) => ({ name, type: 'varchar', length: String(length), ...extra });
const text = (name: string) => ({ name, type: 'text' });
const nullableInt = (name: string) => ({ name, type: 'int', isNullable: true });
const nullableDate = (name: string) => ({ name, type: 'date', isNullable: true });

/**
 * What the fixed listings said only in words, read off each one: its setting, shift pattern, hours a
 * week and the certifications it requires.
 */
const READ_OFF: Record<string, { setting: string; shift: string; hours: number; certifications: string[] }> = {
  'JOB-1001': { setting: 'hospital', shift: 'nights', hours: 36, certifications: ['ACLS', 'BLS'] },
  'JOB-1002': { setting: 'hospital', shift: 'rotating', hours: 36, certifications: ['PALS', 'BLS'] },
  'JOB-1003': { setting: 'hospital', shift: 'nights', hours: 36, certifications: ['NRP', 'BLS'] },
  'JOB-1004': { setting: 'clinic', shift: 'days', hours: 40, certifications: [] },
  'JOB-1005': { setting: 'hospital', shift: 'nights', hours: 36, certifications: ['ACLS', 'PALS', 'BLS'] },
  'JOB-1006': { setting: 'home-health', shift: 'days', hours: 40, certifications: ['BLS'] },
  'JOB-1007': { setting: 'hospital', shift: 'days', hours: 36, certifications: ['ACLS', 'BLS'] },
  'JOB-1008': { setting: 'behavioral-health', shift: 'days', hours: 24, certifications: ['BLS'] },
  'JOB-1009': { setting: 'hospital', shift: 'days', hours: 40, certifications: ['BLS', 'ACLS'] },
  'JOB-1010': { setting: 'school', shift: 'days', hours: 40, certifications: ['BLS'] },
  'JOB-1011': { setting: 'dialysis-center', shift: 'rotating', hours: 40, certifications: ['BLS'] },
  'JOB-1012': { setting: 'hospital', shift: 'rotating', hours: 24, certifications: ['BLS'] },
};

/** '$48.50 - $61.75' as cents, lowest and highest. */
function payRange(payRate: string): [number, number] {
  const amounts = (payRate.match(/[\d,]+(?:\.\d+)?/g) ?? []).map((amount) => Math.round(Number(amount.replace(/,/g, '')) * 100));
  return [amounts[0] ?? 0, amounts[1] ?? amounts[0] ?? 0];
}

const HOURS_PER_YEAR_OF_WEEK = 52;

/**
 * The job board: listings administrators keep (with their specialties and the history of their pay),
 * replacing the first release's twelve fixed listings, which become its first open listings under the
 * same references (JOB-1001 is listing 1).
 */
export class JobBoard1764800000000 implements MigrationInterface {
  name = 'JobBoard1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          varchar('status', 10),
          varchar('title', 200),
          varchar('employer', 200),
          varchar('setting', 30),
          varchar('city', 100),
          varchar('state', 2),
          varchar('employmentType', 10),
          varchar('shiftPattern', 10),
          varchar('schedule', 200, { default: "''" }),
          nullableInt('hoursPerWeek'),
          nullableInt('contractWeeks'),
          nullableDate('startDate'),
          text('requiredLicences'),
          text('requiredCertifications'),
          varchar('credentialNote', 300, { default: "''" }),
          varchar('workMode', 10, { default: "'in-person'" }),
          { name: 'experienceYears', type: 'int', default: 0 },
          varchar('education', 200, { default: "''" }),
          nullableInt('payMinCents'),
          nullableInt('payMaxCents'),
          varchar('payUnit', 10, { isNullable: true }),
          varchar('payIncludes', 300, { default: "''" }),
          nullableInt('payMinHourlyCents'),
          nullableInt('payMaxHourlyCents'),
          text('description'),
          text('responsibilities'),
          text('qualifications'),
          text('benefits'),
          varchar('applyUrl', 500),
          nullableDate('postedOn'),
          { name: 'publishedAt', type: 'datetime', precision: 3, isNullable: true },
          nullableDate('closingOn'),
          { name: 'closedAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'idx_jobs_open_posted', columnNames: ['status', 'postedOn', 'id'] }),
          new TableIndex({ name: 'idx_jobs_open_state_pay', columnNames: ['status', 'state', 'payMaxHourlyCents'] }),
          new TableIndex({ name: 'idx_jobs_open_pay', columnNames: ['status', 'payMaxHourlyCents', 'id'] }),
          new TableIndex({ name: 'idx_jobs_open_state_shift_pay', columnNames: ['status', 'state', 'shiftPattern', 'payMaxHourlyCents'] }),
          // Job alerts count the few listings published since a search was last checked.
          new TableIndex({ name: 'idx_jobs_open_published', columnNames: ['status', 'publishedAt'] }),
        ],
      }),
    );
    const toJob = (column: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: 'jobs', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
    await queryRunner.createTable(
      new Table({
        name: 'job_specialties',
        columns: [
          { name: 'jobId', type: 'int', isPrimary: true },
          { ...varchar('specialty', 100), isPrimary: true },
        ],
        indices: [new TableIndex({ name: 'idx_job_specialties_specialty', columnNames: ['specialty', 'jobId'] })],
        foreignKeys: [toJob('jobId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_pay_changes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'jobId', type: 'int' },
          { name: 'payMinCents', type: 'int' },
          { name: 'payMaxCents', type: 'int' },
          varchar('payUnit', 10),
          varchar('payIncludes', 300, { default: "''" }),
          { name: 'changedAt', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_job_pay_changes_job', columnNames: ['jobId', 'id'] })],
        foreignKeys: [toJob('jobId')],
      }),
    );

    const fixed = (await queryRunner.query('SELECT * FROM job_listings ORDER BY JobID')) as JobListing[];
    for (const listing of fixed) await this.carryOver(queryRunner, listing);
    await queryRunner.dropTable('job_listings');
  }

  private async carryOver(queryRunner: QueryRunner, listing: JobListing): Promise<void> {
    const id = Number(listing.JobID.replace(/\D/g, '')) - 1000;
    const readOff = READ_OFF[listing.JobID] ?? { setting: 'hospital', shift: 'days', hours: 40, certifications: [] };
    const [city, state] = listing.Location.split(',').map((part) => part.trim());
    const unit = listing.PayType === 'Annually' ? 'annual' : 'hourly';
    const [min, max] = payRange(listing.PayRate);
    const hoursOfUnit = unit === 'annual' ? readOff.hours * HOURS_PER_YEAR_OF_WEEK : 1;
    const postedAt = `${listing.DatePosted} 00:00:00`;
    await queryRunner.query(
      'INSERT INTO jobs (id, status, title, employer, setting, city, state, employmentType, shiftPattern, schedule, hoursPerWeek, ' +
        'requiredLicences, requiredCertifications, credentialNote, workMode, experienceYears, education, payMinCents, payMaxCents, ' +
        'payUnit, payIncludes, payMinHourlyCents, payMaxHourlyCents, description, responsibilities, qualifications, benefits, applyUrl, ' +
        'postedOn, publishedAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        'open',
        listing.JobTitle,
        listing.Employer,
        readOff.setting,
        city,
        state,
        'staff',
        readOff.shift,
        listing.ShiftSchedule,
        readOff.hours,
        JSON.stringify(['RN']),
        JSON.stringify(readOff.certifications),
        listing.LicenseCertification2,
        listing.RemoteHybridInPerson === 'Hybrid' ? 'hybrid' : 'in-person',
        listing.ExperienceRequiredYears,
        listing.EducationRequired,
        min,
        max,
        unit,
        '',
        Math.round(min / hoursOfUnit),
        Math.round(max / hoursOfUnit),
        listing.JobDescription,
        listing.Responsibilities,
        listing.Qualifications,
        listing.Benefits,
        listing.ApplicationLink,
        listing.DatePosted,
        postedAt,
        postedAt,
        postedAt,
      ],
    );
    await queryRunner.query('INSERT INTO job_specialties (jobId, specialty) VALUES (?, ?)', [
      id,
      findSpecialty(listing.Specialty) ?? listing.Specialty,
    ]);
    await queryRunner.query(
      'INSERT INTO job_pay_changes (jobId, payMinCents, payMaxCents, payUnit, payIncludes, changedAt) VALUES (?, ?, ?, ?, ?, ?)',
      [id, min, max, unit, '', postedAt],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The first release's fixed listings come back; listings administrators added since are dropped.
    await queryRunner.createTable(firstReleaseJobListingsTable());
    await queryRunner.manager.insert(
      'job_listings',
      JOB_LISTINGS.map((job) => ({ ...job })),
    );
    await queryRunner.dropTable('job_pay_changes');
    await queryRunner.dropTable('job_specialties');
    await queryRunner.dropTable('jobs');
  }
}
