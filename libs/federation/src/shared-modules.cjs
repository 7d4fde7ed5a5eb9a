// The Module Federation `shared` setting of the shell and of every remote, from the contract and the
// workspace's package.json: one list, one version per module, so the two sides cannot drift apart.
const path = require('node:path');
const contract = require('./contract.json');
const rootPackage = require('../../../package.json');
const tsconfigBase = require('../../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../../..');

/** The source file of a kit entry, from the workspace's path aliases. */
function kitEntryFile(name) {
  const [file] = tsconfigBase.compilerOptions.paths[name] ?? [];
  if (!file) throw new Error(`${name} is in the contract's sharedKit but has no path in tsconfig.base.json`);
  return path.join(workspaceRoot, file);
}

/** The installed version of a shared package ('react-dom/client' is part of react-dom). */
function packageVersion(moduleName) {
  const packageName = moduleName
    .split('/')
    .slice(0, moduleName.startsWith('@') ? 2 : 1)
    .join('/');
  const version = rootPackage.dependencies[packageName];
  if (!version) throw new Error(`${packageName} is shared but is not a dependency in package.json`);
  return version;
}

/**
 * @param {{ role: 'host' | 'remote', production: boolean }} options
 *   The host provides every module. A remote built for production carries no copy of the UI kit
 *   (`import: false`): antd reaches it only from the shell, so it is downloaded once and runs as one
 *   instance. The standalone dev page has no shell, so there a remote keeps its own copy.
 * A package listed under `treeShakenShared` is shared with only the named exports (Module Federation's
 * experimental shared tree-shaking): every export any app uses must be in that list.
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedModules({ role, production }) {
  const packages = contract.sharedPackages.map((name) => {
    const version = packageVersion(name);
    // A caret range, so a patch or minor upgrade of the shell still satisfies a remote built earlier.
    const usedExports = contract.treeShakenShared[name];
    const treeShaking = usedExports
      ? { treeShaking: { mode: 'runtime-infer', ...(Array.isArray(usedExports) ? { usedExports } : {}) } }
      : {};
    return [name, { singleton: true, eager: false, version, requiredVersion: `^${version}`, ...treeShaking }];
  });
  // The kit is a workspace library without a package.json of its own: it carries the product's version.
  const kitVersion = rootPackage.version;
  const kit = contract.sharedKit.map((name) => [
    name,
    {
      singleton: true,
      eager: false,
      version: kitVersion,
      requiredVersion: `^${kitVersion}`,
      // The host names the entry's file: a provided module named by path is built and registered even
      // when no screen of the shell imports it, and remotes may still need it.
      ...(role === 'host' ? { import: kitEntryFile(name) } : {}),
      ...(role === 'remote' && production ? { import: false } : {}),
    },
  ]);
  return Object.fromEntries([...packages, ...kit]);
}

module.exports = { contract, sharedModules };
