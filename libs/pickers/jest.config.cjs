// CommonJS because jest loads it directly; require is the only way in.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'pickers',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../scripts/jest-browser-setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};
