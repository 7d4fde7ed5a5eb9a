// file-type and its helpers ship only as ES modules. Node loads them with require() at run time; under
// jest (CommonJS) they are compiled by the same SWC transform instead.
const path = require('node:path');

const ESM_PACKAGES = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];

module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: { '^file-type$': path.join(__dirname, '../node_modules/file-type/index.js') },
};
