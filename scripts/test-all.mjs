#!/usr/bin/env node
// Runs every check of the repository in order, stopping at the first failure:
// formatting, the OpenAPI document's lint, lint with type checks and unit tests, production build, API
// integration tests, JS budgets, browser tests. Lint, type checks and unit tests run as one Nx run, so
// that a project still linting does not leave the other cores waiting for the next step.
import { spawnSync } from 'node:child_process';

const nx = (args) => `nx ${args} --outputStyle=static`;
const STEPS = [
  ['Format', 'prettier --check .'],
  ['OpenAPI lint', 'npm run lint:openapi'],
  ['Lint, type check, unit tests', nx('run-many -t lint typecheck test')],
  ['Production build', nx('run-many -t build')],
  ['API integration tests', nx('run backend:test-integration')],
  ['JS budgets', 'node scripts/bundle-size.mjs'],
  ['Browser tests', nx('run e2e:e2e')],
];

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const timings = [];
for (const [name, command] of STEPS) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.padEnd(30)} ${seconds.padStart(6)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed.\n${timings.join('\n')}`);
