// The rspack configuration every micro-frontend remote is built with: a Module Federation remote
// (`remoteEntry.js` in <remote>/dist) that the shell loads at run time, and, under `rspack serve`, a
// standalone dev page. Each remote's rspack.config.js names itself and what it exposes.
const path = require('node:path');
const { HtmlRspackPlugin, NormalModuleReplacementPlugin } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPackage = require('../../package.json');
const { sourceRules } = require('./source-rules.cjs');

const workspaceRoot = path.resolve(__dirname, '../..');
const SHELL_ORIGIN = 'http://localhost:4200';
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Shared with the shell as lazy singletons (docs/federation-contract.md); antd is deliberately not shared (it is
 * tree-shaken in the remotes that use it). Beyond the contract's six, entry points the shell also loads
 * are offered so a shell that shares them saves the download; a shell that does not simply leaves the
 * remote on its own fallback copy:
 * - react-dom/client: antd's Button wave effect imports it (a second React DOM client is ~65 KB gzipped);
 * - @reduxjs/toolkit/query(/react): RTK Query, which @nurse/api-client builds on (~13 KB gzipped).
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
];

function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const packageName = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
      // The installed version from package.json, as a caret range so a patch/minor upgrade of the shell still matches.
      return [name, { singleton: true, eager: false, requiredVersion: `^${rootPackage.dependencies[packageName]}` }];
    }),
  );
}

/** Rules and plugins that keep antd's helper packages lean, for remotes built on antd. */
function antdTrimming(remoteDir) {
  return {
    rules: [
      // antd's helper packages publish no `sideEffects` flag, so their barrel files would drag in
      // every helper (including a second react-dom client via @rc-component/util's render). Their ES
      // builds have no import-time side effects, which lets unused re-exports be dropped.
      { test: /[\\/]node_modules[\\/]@(rc-component|ant-design)[\\/][^\\/]+[\\/]es[\\/]/, sideEffects: false },
    ],
    plugins: [
      // Loads react-dom/client lazily for antd's effects instead of in the first download (see the file).
      new NormalModuleReplacementPlugin(/^\.\/React\/render$/, (resource) => {
        if (/[\\/]@rc-component[\\/]util[\\/]es$/.test(resource.context)) {
          resource.request = path.join(remoteDir, 'src/vendor/rc-util-render.ts');
        }
      }),
    ],
  };
}

/**
 * @param {object} remote
 * @param {string} remote.dir the remote's folder (its rspack.config.js passes __dirname)
 * @param {string} remote.name the federation name, e.g. 'mfe_admin'
 * @param {Record<string, string>} remote.exposes the modules the shell may load
 * @param {number} remote.devPort the port of `rspack serve`
 * @param {boolean} [remote.usesAntd] whether the remote's screens are built on antd
 */
function remoteRspackConfig({ dir, name, exposes, devPort, usesAntd = false }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const antd = usesAntd ? antdTrimming(dir) : { rules: [], plugins: [] };
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
      },
      module: {
        rules: [
          ...sourceRules({ isDev, target: 'es2020' }),
          ...antd.rules,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(),
          // Loaded by the shell only, so share strategy and runtime follow the shell (loaded-first, and the
          // shell's federation runtime instead of a second copy in remoteEntry.js). The standalone dev page
          // has no host to provide one, so it keeps its own.
          shareStrategy: 'loaded-first',
          experiments: { externalRuntime: !isDev },
          dts: false,
          manifest: false,
        }),
        ...antd.plugins,
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
