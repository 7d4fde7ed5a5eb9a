const preset = require('../jest.preset.cjs');
const esm = require('./jest.esm-packages.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, ...esm.moduleNameMapper },
  transformIgnorePatterns: esm.transformIgnorePatterns,
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
