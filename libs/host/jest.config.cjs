module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'host',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../scripts/jest-browser-setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};
