// The rspack configuration every micro-frontend remote is built with: a Module Federation remote
// (`remoteEntry.js` in <remote>/dist) that the shell loads at run time, and, under `rspack serve`, a
// standalone dev page. Each remote's rspack.config.js names itself; what it exposes, its dev port, the
// shared modules and the build target come from the federation contract (libs/federation).
const path = require('node:path');
const { HtmlRspackPlugin } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { contract, sharedModules } = require('../../libs/federation/src/shared-modules.cjs');
const { sourceRules } = require('./source-rules.cjs');
const { federationRuntimeAliases } = require('./federation-runtime-aliases.cjs');

const workspaceRoot = path.resolve(__dirname, '../..');
const SHELL_ORIGIN = `http://localhost:${contract.host.devPort}`;
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/**
 * @param {object} remote
 * @param {string} remote.dir the remote's folder (its rspack.config.js passes __dirname)
 * @param {string} remote.name the federation name in the contract, e.g. 'mfe_admin'; its exposed
 *   modules and dev port come from there
 */
function remoteRspackConfig({ dir, name }) {
  const { exposes, devPort } = contract.remotes[name] ?? {};
  if (!exposes) throw new Error(`${name} is not a remote in the federation contract`);
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      // The standalone page exists only for local development; the deployed artefact is the remote alone.
      entry: isDev ? { main: './src/main.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      // No eval-based source maps: the app must run under a CSP of script-src 'self'.
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        tsConfig: { configFile: path.join(workspaceRoot, 'tsconfig.base.json') },
        alias: federationRuntimeAliases(),
      },
      module: {
        rules: sourceRules({ isDev, target: contract.buildTarget }),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules({ role: 'remote', production: !isDev }),
          // Loaded by the shell only, so share strategy and runtime follow the shell (loaded-first, and the
          // shell's federation runtime instead of a second copy in remoteEntry.js). The standalone dev page
          // has no host to provide one, so it keeps its own.
          shareStrategy: 'loaded-first',
          experiments: { externalRuntime: !isDev, optimization: { target: 'web', disableSnapshot: true } },
          dts: false,
          manifest: false,
        }),
        isDev && new HtmlRspackPlugin({ template: './src/index.html', chunks: ['main'] }),
      ].filter(Boolean),
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': SHELL_ORIGIN,
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type',
        },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
      },
    };
  };
}

module.exports = { remoteRspackConfig };
