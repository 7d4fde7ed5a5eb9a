// The better-sqlite3 line that is safe on the running Node, by the rule of
// backend/src/database/sqlite-driver.ts (13 from Node 22 on, 12 on Node 20).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const Database = Number(process.versions.node.split('.')[0]) >= 22 ? require('better-sqlite3-13') : require('better-sqlite3');
