module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-chat',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // A screen test renders whole antd pages; on a busy two-core machine one can take several seconds,
  // more than jest's default 5 s.
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: ['<rootDir>/../scripts/jest-browser-setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
