// Screen and unit tests of the mfe-network remote (settings shared by every remote).
const { remoteJestConfig } = require('../scripts/lib/remote-jest-config.cjs');

module.exports = remoteJestConfig(__dirname);
