import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every injectable lives in a file named for its role (`people-search.service.ts`,
 * `session-auth.guard.ts`), so that a folder's listing says what each file is.
 */
const ROLES = [
  'adapter',
  'controller',
  'filter',
  'gateway',
  'guard',
  'interceptor',
  'middleware',
  'module',
  'pipe',
  'processor',
  'registry',
  'repository',
  'service',
  'signal',
  'strategy',
  'subscriber',
];

const ROLE_SUFFIX = new RegExp(`\\.(${ROLES.join('|')})\\.ts$`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('injectable file names', () => {
  it('name the role of every file that holds an injectable', () => {
    const unnamed = sourceFiles(__dirname)
      .filter((file) => /@Injectable\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => !ROLE_SUFFIX.test(file))
      .map((file) => path.relative(__dirname, file));
    expect(unnamed).toEqual([]);
  });
});
