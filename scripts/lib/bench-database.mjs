// The databases the scale benchmarks run on: a MySQL/MariaDB database emptied first, filled by the
// product's own seeder (backend/dist/seed.js).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import mysql from 'mysql2/promise';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs the seeder with those arguments on the database `env` configures; answers the seconds it took. */
export function seed(env, args) {
  const started = Date.now();
  execFileSync(process.execPath, [path.join(root, 'backend/dist/seed.js'), ...args], {
    cwd: root,
    env: { ...process.env, REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (Date.now() - started) / 1000;
}

/** Drops and creates the database the URL names. */
export async function emptyDatabase(url) {
  const { pathname } = new URL(url);
  const name = decodeURIComponent(pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a database: ${url}`);
  const server = await mysql.createConnection(url.replace(/\/[^/]*$/, '/'));
  await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await server.end();
}
