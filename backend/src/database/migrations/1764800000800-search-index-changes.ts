import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The people search's fields (docs/decisions/search-engine.md): a change to one of them is a change to the nurse's document. */
const PERSON_COLUMNS = ['name', 'location', 'accountStatus'];
/** The job search's fields: text, filters and sort keys. */
const JOB_COLUMNS = [
  'status',
  'title',
  'employer',
  'city',
  'description',
  'state',
  'employmentType',
  'shiftPattern',
  'setting',
  'payMaxHourlyCents',
  'postedOn',
];

/** Each table whose rows feed a document: the document's kind, its id column, and the columns that matter on update (none: every update). */
const SOURCES: { table: string; kind: 'person' | 'job'; id: string; columns?: readonly string[] }[] = [
  { table: 'users', kind: 'person', id: 'id', columns: PERSON_COLUMNS },
  { table: 'user_specialties', kind: 'person', id: 'userId' },
  { table: 'jobs', kind: 'job', id: 'id', columns: JOB_COLUMNS },
  { table: 'job_specialties', kind: 'job', id: 'jobId' },
];

/**
 * The search engine's feed: a row per change to a document the engine holds (a nurse, a job listing), written by
 * triggers in the transaction of the change itself, so no writer (a service, the seed, an
 * administrator's statement) can change what search reads without the engine hearing of it, and a
 * rolled-back change leaves no row. Every row stored before is noted once here. The feed (backend/src/search-engine/search-feed.service.ts) applies
 * the rows in id order and deletes them.
 */
export class SearchIndexChanges1764800000800 implements MigrationInterface {
  name = 'SearchIndexChanges1764800000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    if (mysql) {
      await queryRunner.query(
        'CREATE TABLE search_index_changes (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, kind VARCHAR(8) NOT NULL, docId INT NOT NULL, storedAt BIGINT NOT NULL) ENGINE=InnoDB',
      );
    } else {
      await queryRunner.query(
        'CREATE TABLE search_index_changes (id INTEGER PRIMARY KEY AUTOINCREMENT, kind VARCHAR(8) NOT NULL, docId INTEGER NOT NULL, storedAt INTEGER NOT NULL)',
      );
    }
    const now = mysql ? 'CAST(UNIX_TIMESTAMP(NOW(3)) * 1000 AS UNSIGNED)' : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
    // What is stored already (the catalogue's first listings among it) is a change the engine has yet to hear of.
    for (const { table, kind } of SOURCES.filter((source) => source.id === 'id')) {
      await queryRunner.query(
        `INSERT INTO search_index_changes (kind, docId, storedAt) SELECT '${kind}', id, ${now} FROM ${table} ORDER BY id`,
      );
    }
    for (const { table, kind, id, columns } of SOURCES) {
      const note = (row: 'NEW' | 'OLD') =>
        `INSERT INTO search_index_changes (kind, docId, storedAt) VALUES ('${kind}', ${row}.${id}, ${now})`;
      const name = (event: string) => `search_feed_${table}_${event}`;
      if (mysql) {
        await queryRunner.query(`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${table} FOR EACH ROW ${note('NEW')}`);
        await queryRunner.query(`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${table} FOR EACH ROW ${note('OLD')}`);
        const changed = columns ? columns.map((column) => `NOT (NEW.${column} <=> OLD.${column})`).join(' OR ') : 'TRUE';
        await queryRunner.query(
          `CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${table} FOR EACH ROW IF ${changed} THEN ${note('NEW')}; END IF`,
        );
      } else {
        await queryRunner.query(`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${table} BEGIN ${note('NEW')}; END`);
        await queryRunner.query(`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${table} BEGIN ${note('OLD')}; END`);
        const of = columns ? ` OF ${columns.join(', ')}` : '';
        const when = columns ? ` WHEN ${columns.map((column) => `NEW.${column} IS NOT OLD.${column}`).join(' OR ')}` : '';
        await queryRunner.query(`CREATE TRIGGER ${name('update')} AFTER UPDATE${of} ON ${table}${when} BEGIN ${note('NEW')}; END`);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of SOURCES) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER search_feed_${table}_${event}`);
    }
    await queryRunner.query('DROP TABLE search_index_changes');
  }
}
