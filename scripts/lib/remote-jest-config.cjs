// The jest settings of every micro-frontend remote: screen tests in jsdom with the browser stand-ins of
// scripts/jest-browser-setup.cjs and the remote's own src/test/setup.ts. Each remote's jest.config.cjs
// passes its folder.
const path = require('node:path');

function remoteJestConfig(dir) {
  return {
    ...require('../../jest.preset.cjs'),
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    // A screen test renders whole antd pages; on a busy two-core machine one can take several seconds,
    // more than jest's default 5 s.
    testTimeout: 60_000,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFiles: ['<rootDir>/../scripts/jest-browser-setup.cjs'],
    setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  };
}

module.exports = { remoteJestConfig };
