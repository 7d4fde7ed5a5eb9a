import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTED_ROWS } from '../counters.repository';

const usersCounter = (row: 'NEW' | 'OLD', concat: (a: string, b: string) => string) => concat(`'users:'`, `${row}.accountStatus`);

/**
 * What the admin lists and the people search are served from (see docs/decisions/database-text-search.md):
 * - `counters`: row counts kept by triggers, so the admin counters and list totals read one row
 *   instead of counting a table;
 * - `users.phoneReversed` and indexes on both phone columns, so phone digits are found by their
 *   start or their end through an index (phones are stored as their digits only);
 * - an index on (accountStatus, id) for the waitlist position, in place of (accountStatus, createdAt);
 * - a text index on name, email and location: FULLTEXT (InnoDB, no stopwords) on MySQL/MariaDB, an
 *   FTS5 table kept by triggers on SQLite.
 *
 * On SQLite, a later migration must not change `users` with TypeORM's column helpers: they rebuild the
 * table, which drops its triggers. Use ALTER TABLE statements instead.
 */
export class ListIndexes1764300000000 implements MigrationInterface {
  name = 'ListIndexes1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.query(
      `CREATE TABLE counters (name VARCHAR(40) NOT NULL PRIMARY KEY, value ${mysql ? 'BIGINT' : 'INTEGER'} NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(
      `INSERT INTO counters (name, value) VALUES ` +
        `('${COUNTED_ROWS.liveUsers}', (SELECT COUNT(*) FROM users WHERE accountStatus = 'live')), ` +
        `('${COUNTED_ROWS.pendingUsers}', (SELECT COUNT(*) FROM users WHERE accountStatus = 'pending')), ` +
        `('${COUNTED_ROWS.invitations}', (SELECT COUNT(*) FROM invitations)), ` +
        `('${COUNTED_ROWS.auditLog}', (SELECT COUNT(*) FROM audit_log))`,
    );

    // Phone columns hold digits, compared code point by code point so a digit prefix is an index range.
    const digits = `VARCHAR(20)${mysql ? ' CHARACTER SET ascii COLLATE ascii_bin' : ''} NOT NULL DEFAULT ''`;
    if (mysql) await queryRunner.query(`ALTER TABLE users MODIFY phone ${digits}`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN phoneReversed ${digits}`);
    const phones = (await queryRunner.query(`SELECT id, phone FROM users WHERE phone <> ''`)) as { id: number; phone: string }[];
    for (const { id, phone } of phones) {
      await queryRunner.query(`UPDATE users SET phoneReversed = ? WHERE id = ?`, [[...phone].reverse().join(''), id]);
    }
    await queryRunner.query(`CREATE INDEX idx_users_phone ON users (phone)`);
    // The waitlist position counts pending accounts with a smaller id.
    await queryRunner.dropIndex('users', 'idx_users_status_created');
    await queryRunner.query(`CREATE INDEX idx_users_status_id ON users (accountStatus, id)`);
    await queryRunner.query(`CREATE INDEX idx_users_phone_reversed ON users (phoneReversed)`);

    if (mysql) await this.upMysql(queryRunner);
    else await this.upSqlite(queryRunner);
  }

  private async upMysql(queryRunner: QueryRunner): Promise<void> {
    // Names such as "Will", "May" or "Theresa" are words the default stopword list drops; the index is
    // built without it, and an index keeps the stopword setting it was built with.
    await queryRunner.query(`SET SESSION innodb_ft_enable_stopword = OFF`);
    await queryRunner.query(`ALTER TABLE users ADD FULLTEXT INDEX ft_users_name_location (name, location)`);
    await queryRunner.query(`ALTER TABLE users ADD FULLTEXT INDEX ft_users_email (email)`);
    await queryRunner.query(`SET SESSION innodb_ft_enable_stopword = ON`);

    const concat = (a: string, b: string) => `CONCAT(${a}, ${b})`;
    const bump = (counter: string, by: string) => `UPDATE counters SET value = value ${by} WHERE name = ${counter}`;
    await queryRunner.query(
      `CREATE TRIGGER users_counted_insert AFTER INSERT ON users FOR EACH ROW ${bump(usersCounter('NEW', concat), '+ 1')}`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_counted_delete AFTER DELETE ON users FOR EACH ROW ${bump(usersCounter('OLD', concat), '- 1')}`,
    );
    // The condition on NEW and OLD is constant for the statement, so an update that keeps the status
    // touches (and locks) no counter row.
    await queryRunner.query(
      `CREATE TRIGGER users_counted_update AFTER UPDATE ON users FOR EACH ROW ` +
        `UPDATE counters SET value = value + IF(name = ${usersCounter('NEW', concat)}, 1, -1) ` +
        `WHERE NEW.accountStatus <> OLD.accountStatus AND name IN (${usersCounter('OLD', concat)}, ${usersCounter('NEW', concat)})`,
    );
    for (const [table, counter] of [
      ['invitations', COUNTED_ROWS.invitations],
      ['audit_log', COUNTED_ROWS.auditLog],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table} FOR EACH ROW ${bump(`'${counter}'`, '+ 1')}`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table} FOR EACH ROW ${bump(`'${counter}'`, '- 1')}`,
      );
    }
  }

  private async upSqlite(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE users_search USING fts5(name, email, location, content='users', content_rowid='id', tokenize='unicode61')`,
    );
    const addToIndex = `INSERT INTO users_search (rowid, name, email, location) VALUES (new.id, new.name, new.email, new.location);`;
    const removeFromIndex = `INSERT INTO users_search (users_search, rowid, name, email, location) VALUES ('delete', old.id, old.name, old.email, old.location);`;
    await queryRunner.query(`CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN ${addToIndex} END`);
    await queryRunner.query(`CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN ${removeFromIndex} END`);
    await queryRunner.query(
      `CREATE TRIGGER users_search_update AFTER UPDATE OF name, email, location ON users BEGIN ${removeFromIndex} ${addToIndex} END`,
    );
    await queryRunner.query(`INSERT INTO users_search (users_search) VALUES ('rebuild')`);

    const concat = (a: string, b: string) => `${a} || ${b}`;
    const bump = (counter: string, by: string) => `UPDATE counters SET value = value ${by} WHERE name = ${counter};`;
    await queryRunner.query(
      `CREATE TRIGGER users_counted_insert AFTER INSERT ON users BEGIN ${bump(usersCounter('NEW', concat), '+ 1')} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_counted_delete AFTER DELETE ON users BEGIN ${bump(usersCounter('OLD', concat), '- 1')} END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_counted_update AFTER UPDATE OF accountStatus ON users WHEN NEW.accountStatus <> OLD.accountStatus BEGIN ` +
        `${bump(usersCounter('OLD', concat), '- 1')} ${bump(usersCounter('NEW', concat), '+ 1')} END`,
    );
    for (const [table, counter] of [
      ['invitations', COUNTED_ROWS.invitations],
      ['audit_log', COUNTED_ROWS.auditLog],
    ]) {
      await queryRunner.query(`CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table} BEGIN ${bump(`'${counter}'`, '+ 1')} END`);
      await queryRunner.query(`CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table} BEGIN ${bump(`'${counter}'`, '- 1')} END`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const triggers = ['users_counted_insert', 'users_counted_delete', 'users_counted_update'];
    for (const table of ['invitations', 'audit_log']) triggers.push(`${table}_counted_insert`, `${table}_counted_delete`);
    if (!mysql) triggers.push('users_search_insert', 'users_search_delete', 'users_search_update');
    for (const trigger of triggers) await queryRunner.query(`DROP TRIGGER ${trigger}`);
    if (mysql) await queryRunner.query(`ALTER TABLE users DROP INDEX ft_users_name_location, DROP INDEX ft_users_email`);
    else await queryRunner.query(`DROP TABLE users_search`);
    await queryRunner.dropIndex('users', 'idx_users_phone_reversed');
    await queryRunner.dropIndex('users', 'idx_users_phone');
    await queryRunner.dropIndex('users', 'idx_users_status_id');
    await queryRunner.query(`CREATE INDEX idx_users_status_created ON users (accountStatus, createdAt)`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN phoneReversed`);
    if (mysql) await queryRunner.query(`ALTER TABLE users MODIFY phone VARCHAR(20) NOT NULL DEFAULT ''`);
    await queryRunner.query(`DROP TABLE counters`);
  }
}
