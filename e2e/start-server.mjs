// Starts the built product for the browser tests the way `npm start` serves it, on a fresh data folder.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'backend/dist/main.js');
// Every remote of the federation contract: its build holds the entry file its `entry` names.
const contract = JSON.parse(readFileSync(path.join(root, 'libs/federation/src/contract.json'), 'utf8'));
const builtFiles = [
  main,
  path.join(root, 'shell-app/dist/index.html'),
  ...Object.values(contract.remotes).map(({ project, entry }) => path.join(root, project, 'dist', path.posix.basename(entry))),
];
for (const built of builtFiles) {
  if (!existsSync(built)) {
    console.error(`${path.relative(root, built)} is missing: run \`npm run build\` before the browser tests.`);
    process.exit(1);
  }
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(main);
