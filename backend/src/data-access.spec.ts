import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * TypeORM stays behind the repositories: services hold the product's rules and pass an open
 * transaction on as the unit of work's opaque `Transaction`, never as TypeORM's manager. Besides the
 * repositories, entities and migrations, only the database plumbing, the seeder and the readiness
 * check use TypeORM; a module may name its types to wire providers.
 */
const MAY_USE_TYPEORM = [
  /\.(repository|entity|spec)\.ts$/,
  /^database\/migrations\//,
  /^database\/(unit-of-work\.service|transaction|key-lookup|entity-row-mapper|database-options|database\.module|database-pool-metrics\.service|insert-claim|open-transaction|transaction-discipline\.logger)\.ts$/,
  /^modules\/users\/row-locks\.ts$/,
  /^seed(\.ts$|\/)/,
  /^health\/health\.controller\.ts$/,
];

const TYPE_ONLY_IMPORT = /^import\s+type\s+\{[^}]*\}\s+from\s+'typeorm';?$/;

/** The lines of `source` that reach TypeORM, other than type imports when `typesAllowed`. */
export function typeormUses(source: string, typesAllowed: boolean): string[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /from\s+'typeorm'|import\('typeorm'\)|require\('typeorm'\)/.test(line))
    .filter((line) => !(typesAllowed && TYPE_ONLY_IMPORT.test(line)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('data access', () => {
  it('finds value imports, inline type imports and type imports outside modules', () => {
    expect(typeormUses("import { In, type Repository } from 'typeorm';", true)).toHaveLength(1);
    expect(typeormUses("type M = import('typeorm').EntityManager;", true)).toHaveLength(1);
    expect(typeormUses("import type { EntityManager } from 'typeorm';", false)).toHaveLength(1);
    expect(typeormUses("import type { DataSource } from 'typeorm';", true)).toEqual([]);
    expect(typeormUses("import { InjectDataSource } from '@nestjs/typeorm';", false)).toEqual([]);
  });

  it('uses TypeORM only in repositories, entities, migrations and the database plumbing', () => {
    const outside = sourceFiles(__dirname)
      .map((file) => path.relative(__dirname, file).split(path.sep).join('/'))
      .filter((file) => !MAY_USE_TYPEORM.some((allowed) => allowed.test(file)))
      .flatMap((file) =>
        typeormUses(readFileSync(path.join(__dirname, file), 'utf8'), file.endsWith('.module.ts')).map((line) => `${file}: ${line}`),
      );
    expect(outside).toEqual([]);
  });
});
