import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normalizeEmail } from '@nurse/domain';

/** Tables whose `email` column names an account or an invitation. */
const TABLES = ['users', 'invitations'] as const;

const emailColumn = (collation: string) => `VARCHAR(254) CHARACTER SET utf8mb4 COLLATE ${collation} NOT NULL`;

/**
 * Email addresses compare exactly as stored, on every database. Stored addresses are rewritten in
 * their normalised form (trimmed, NFC, lower-cased), so comparing them byte for byte ignores case and
 * Unicode form but never accents. MySQL's default collation equated `bôb@` with `bob@`; the binary
 * collation does not. SQLite compares bytes already.
 */
export class EmailIdentity1764100000000 implements MigrationInterface {
  name = 'EmailIdentity1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${table} MODIFY email ${emailColumn('utf8mb4_bin')}`);
    }
    for (const table of TABLES) {
      const rows = (await queryRunner.query(`SELECT id, email FROM ${table}`)) as { id: number; email: string }[];
      for (const row of rows) {
        const email = normalizeEmail(row.email);
        if (email !== row.email) await queryRunner.query(`UPDATE ${table} SET email = ? WHERE id = ?`, [email, row.id]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${table} MODIFY email ${emailColumn('utf8mb4_unicode_ci')}`);
  }
}
