module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
