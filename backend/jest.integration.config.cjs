// API integration tests: the real Nest app over HTTP against a real database
// (SQLite by default; MariaDB/MySQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set),
// two suites at a time (the target passes --maxWorkers=2; --runInBand runs one).
const preset = require('../jest.preset.cjs');
const esm = require('./jest.esm-packages.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, ...esm.moduleNameMapper },
  transformIgnorePatterns: esm.transformIgnorePatterns,
  displayName: 'backend-integration',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 30000,
  // Builds the API for the suites that run it as a process, and gives each parallel worker its own
  // database and Redis when the suite runs on MariaDB/MySQL and Redis (test/support/worker-services.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
};
