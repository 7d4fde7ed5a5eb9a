// Starts the built product for the browser tests the way `npm start` serves it, on a fresh data folder.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'backend/dist/main.js');
const builtFiles = [
  main,
  path.join(root, 'shell-app/dist/index.html'),
  path.join(root, 'mfe-admin/dist/remoteEntry.js'),
  path.join(root, 'mfe-profile/dist/remoteEntry.js'),
];
for (const built of builtFiles) {
  if (!existsSync(built)) {
    console.error(`${path.relative(root, built)} is missing: run \`npm run build\` before the browser tests.`);
    process.exit(1);
  }
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import(main);
