/** The production build of the API (backend/dist/main.js) that tests run as its own process. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');
export const API_MAIN = join(REPO_ROOT, 'backend/dist/main.js');

/** What backend/dist is built from. */
const BUILD_SOURCES = ['backend/src', 'libs', 'backend/rspack.config.js', 'tsconfig.base.json', 'package-lock.json'];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry.name))), stats.mtimeMs);
}

/**
 * Builds backend/dist, which the process runs, unless it is newer than every source it is built from
 * (as right after `npm run build`). Called once per run, from global-setup.ts.
 */
export function buildApiIfStale(): void {
  const builtAt = existsSync(API_MAIN) ? statSync(API_MAIN).mtimeMs : 0;
  if (BUILD_SOURCES.every((source) => newestChange(join(REPO_ROOT, source)) < builtAt)) return;
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'backend/rspack.config.js'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
}
