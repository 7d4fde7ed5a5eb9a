// Screen and unit tests of the mfe-chat remote (settings shared by every remote).
const { remoteJestConfig } = require('../scripts/lib/remote-jest-config.cjs');

module.exports = remoteJestConfig(__dirname);
