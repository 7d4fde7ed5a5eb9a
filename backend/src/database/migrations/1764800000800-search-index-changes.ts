import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The people search's fields (docs/decisions/search-engine.md): a change to one of them is a change to the nurse's document. */
const PERSON_COLUMNS = ['name', 'location', 'accountStatus'];

/**
 * The search engine's feed: a row per change to a document the engine holds (a nurse), written by
 * triggers in the transaction of the change itself, so no writer (a service, the seed, an
 * administrator's statement) can change what search reads without the engine hearing of it, and a
 * rolled-back change leaves no row. The feed (backend/src/search-engine/search-feed.service.ts) applies
 * the rows in id order and deletes them.
 */
export class SearchIndexChanges1764800000800 implements MigrationInterface {
  name = 'SearchIndexChanges1764800000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    if (mysql) {
      await queryRunner.query(
        'CREATE TABLE search_index_changes (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, docId INT NOT NULL, storedAt BIGINT NOT NULL) ENGINE=InnoDB',
      );
    } else {
      await queryRunner.query('CREATE TABLE search_index_changes (id INTEGER PRIMARY KEY AUTOINCREMENT, docId INTEGER NOT NULL, storedAt INTEGER NOT NULL)');
    }
    const now = mysql ? 'CAST(UNIX_TIMESTAMP(NOW(3)) * 1000 AS UNSIGNED)' : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
    const note = (row: string) => `INSERT INTO search_index_changes (docId, storedAt) VALUES (${row}, ${now})`;
    if (mysql) {
      const changed = PERSON_COLUMNS.map((column) => `NOT (NEW.${column} <=> OLD.${column})`).join(' OR ');
      await queryRunner.query(`CREATE TRIGGER search_feed_users_insert AFTER INSERT ON users FOR EACH ROW ${note('NEW.id')}`);
      await queryRunner.query(`CREATE TRIGGER search_feed_users_update AFTER UPDATE ON users FOR EACH ROW IF ${changed} THEN ${note('NEW.id')}; END IF`);
      await queryRunner.query(`CREATE TRIGGER search_feed_users_delete AFTER DELETE ON users FOR EACH ROW ${note('OLD.id')}`);
      await queryRunner.query(`CREATE TRIGGER search_feed_specialties_insert AFTER INSERT ON user_specialties FOR EACH ROW ${note('NEW.userId')}`);
      await queryRunner.query(`CREATE TRIGGER search_feed_specialties_delete AFTER DELETE ON user_specialties FOR EACH ROW ${note('OLD.userId')}`);
    } else {
      const changed = PERSON_COLUMNS.map((column) => `NEW.${column} IS NOT OLD.${column}`).join(' OR ');
      await queryRunner.query(`CREATE TRIGGER search_feed_users_insert AFTER INSERT ON users BEGIN ${note('NEW.id')}; END`);
      await queryRunner.query(
        `CREATE TRIGGER search_feed_users_update AFTER UPDATE OF ${PERSON_COLUMNS.join(', ')} ON users WHEN ${changed} BEGIN ${note('NEW.id')}; END`,
      );
      await queryRunner.query(`CREATE TRIGGER search_feed_users_delete AFTER DELETE ON users BEGIN ${note('OLD.id')}; END`);
      await queryRunner.query(`CREATE TRIGGER search_feed_specialties_insert AFTER INSERT ON user_specialties BEGIN ${note('NEW.userId')}; END`);
      await queryRunner.query(`CREATE TRIGGER search_feed_specialties_delete AFTER DELETE ON user_specialties BEGIN ${note('OLD.userId')}; END`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['users_insert', 'users_update', 'users_delete', 'specialties_insert', 'specialties_delete']) {
      await queryRunner.query(`DROP TRIGGER search_feed_${trigger}`);
    }
    await queryRunner.query('DROP TABLE search_index_changes');
  }
}
