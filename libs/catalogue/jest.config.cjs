// CommonJS because jest loads it directly; require is the only way in.
/* eslint-disable @typescript-eslint/no-require-imports */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'catalogue',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
