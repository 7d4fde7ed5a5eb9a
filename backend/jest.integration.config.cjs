// API integration tests: the real Nest app over HTTP against a real database
// (SQLite by default; MariaDB/MySQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set).
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
};
