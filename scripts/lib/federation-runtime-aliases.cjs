// The federation runtime's ES module builds, for the shell and every remote. Rspack's federation plugin
// finds the runtime with require.resolve, which picks the CommonJS builds: those cannot be tree-shaken,
// so the node-only loaders, the manifest and snapshot code and every error text reached the browser.
// With the ES builds the bundler keeps only what the browser runtime uses.
const path = require('node:path');

/** Each package's ES build, a file beside the CommonJS one (their package.json exports name both). */
const PACKAGES = {
  '@module-federation/runtime-tools': 'index.js',
  '@module-federation/runtime': 'index.js',
  '@module-federation/runtime-core': 'index.js',
  '@module-federation/webpack-bundler-runtime': 'index.js',
  '@module-federation/sdk': 'index.js',
  '@module-federation/error-codes': 'index.mjs',
};

/** resolve.alias entries sending each runtime package, by name or by its CommonJS file, to its ES build. */
function federationRuntimeAliases() {
  const aliases = {};
  for (const [name, esmFile] of Object.entries(PACKAGES)) {
    const commonJs = require.resolve(name);
    const esm = path.join(path.dirname(commonJs), esmFile);
    aliases[`${name}$`] = esm;
    aliases[commonJs] = esm;
  }
  return aliases;
}

module.exports = { federationRuntimeAliases };
