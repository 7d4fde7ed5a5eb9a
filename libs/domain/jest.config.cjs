module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'domain',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
