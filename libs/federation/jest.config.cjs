module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'federation',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
