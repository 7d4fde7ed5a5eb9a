import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTED_ROWS } from '../counters.repository';

const SEARCHED_COLUMNS = ['name', 'email', 'location', 'phone', 'accountStatus'];
const TRIGGERS = ['users_search_version_insert', 'users_search_version_delete', 'users_search_version_update'];

/**
 * A version of what the people search reads, moved by triggers in the same transaction as the change,
 * so a search result remembered under one version is known to be current while the version stands.
 */
export class SearchVersion1764300000001 implements MigrationInterface {
  name = 'SearchVersion1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const counter = `'${COUNTED_ROWS.usersSearchVersion}'`;
    await queryRunner.query(`INSERT INTO counters (name, value) VALUES (${counter}, 0)`);
    const bump = `UPDATE counters SET value = value + 1 WHERE name = ${counter}`;
    const changed = SEARCHED_COLUMNS.map((column) => `NEW.${column} <> OLD.${column}`).join(' OR ');
    if (mysql) {
      await queryRunner.query(`CREATE TRIGGER ${TRIGGERS[0]} AFTER INSERT ON users FOR EACH ROW ${bump}`);
      await queryRunner.query(`CREATE TRIGGER ${TRIGGERS[1]} AFTER DELETE ON users FOR EACH ROW ${bump}`);
      // The condition on NEW and OLD is constant for the statement: other updates lock no counter row.
      await queryRunner.query(`CREATE TRIGGER ${TRIGGERS[2]} AFTER UPDATE ON users FOR EACH ROW ${bump} AND (${changed})`);
    } else {
      await queryRunner.query(`CREATE TRIGGER ${TRIGGERS[0]} AFTER INSERT ON users BEGIN ${bump}; END`);
      await queryRunner.query(`CREATE TRIGGER ${TRIGGERS[1]} AFTER DELETE ON users BEGIN ${bump}; END`);
      await queryRunner.query(
        `CREATE TRIGGER ${TRIGGERS[2]} AFTER UPDATE OF ${SEARCHED_COLUMNS.join(', ')} ON users WHEN ${changed} BEGIN ${bump}; END`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    await queryRunner.query(`DELETE FROM counters WHERE name = '${COUNTED_ROWS.usersSearchVersion}'`);
  }
}
