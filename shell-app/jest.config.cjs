module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shell-app',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};
