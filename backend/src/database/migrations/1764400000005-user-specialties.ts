import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const BATCH = 1000;

/** The specialties of every nurse as rows of their own, for discovery by specialty (see UserSpecialtyEntity). */
export class UserSpecialties1764400000005 implements MigrationInterface {
  name = 'UserSpecialties1764400000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_specialties',
        columns: [
          { name: 'specialty', type: 'varchar', length: '100', isPrimary: true },
          { name: 'userId', type: 'int', isPrimary: true },
        ],
        indices: [new TableIndex({ name: 'idx_user_specialties_user', columnNames: ['userId'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    for (let afterId = 0; ;) {
      const users = (await queryRunner.query('SELECT id, confirmedSpecialties FROM users WHERE id > ? ORDER BY id LIMIT ?', [
        afterId,
        BATCH,
      ])) as { id: number; confirmedSpecialties: string | null }[];
      if (users.length === 0) break;
      afterId = users[users.length - 1].id;
      const rows = users.flatMap(({ id, confirmedSpecialties }) =>
        [...new Set(parseList(confirmedSpecialties))].map((specialty) => ({ specialty: specialty.slice(0, 100), userId: id })),
      );
      if (rows.length > 0) await queryRunner.manager.insert('user_specialties', rows);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_specialties');
  }
}

function parseList(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0) : [];
  } catch {
    return [];
  }
}
