module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-profile',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: ['<rootDir>/../scripts/jest-browser-setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
