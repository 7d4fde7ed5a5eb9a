// Rspack build of the shell (host). Remotes are not listed here: the shell reads /remotes.json at
// run time and registers them, so a remote can move or be redeployed without rebuilding the shell.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { sourceRules } = require('../scripts/lib/source-rules.cjs');
const { federationRuntimeAliases } = require('../scripts/lib/federation-runtime-aliases.cjs');
const { contract, sharedModules } = require('../libs/federation/src/shared-modules.cjs');
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
const backend = process.env.SHELL_DEV_BACKEND ?? 'http://localhost:3000';

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    context: here,
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.ts' },
    // No eval-based source maps: the CSP allows script-src 'self' only.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(here, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: path.join(here, '../tsconfig.base.json'),
      // react-router 7's package exports name only its development build (bigger, with dev warnings).
      alias: {
        ...federationRuntimeAliases(),
        ...(production
          ? {
              'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
              'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: sourceRules({ isDev: !production, target: contract.buildTarget }),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: contract.host.name,
        remotes: {},
        // The shell provides every shared module, the UI kit included (remotes carry no copy of it).
        shared: sharedModules({ role: 'host', production }),
        // The shell provides every shared singleton, so there is nothing to gain from downloading every
        // registered remote's entry to compare versions ('version-first'): a page loads only its own remote.
        shareStrategy: 'loaded-first',
        // Remotes built with experiments.externalRuntime use this runtime instead of bundling their own.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        dts: false,
        manifest: false,
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(here, 'src/index.html'),
        scriptLoading: 'defer',
        inject: 'head',
      }),
      // The web app manifest, its icons, the service worker and the offline page keep their names: the
      // manifest and the worker must stay at the same address from one release to the next.
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(here, 'public'), to: '.' }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    optimization: {
      // Shared kit entries and lazily loaded parts are async chunks. A module two of them use goes into
      // a chunk of its own only from 10 KB up (instead of the default 20 KB): smaller modules are copied
      // into each chunk that needs it, and above that size a page paid more in copies than in requests
      // (measured with scripts/bundle-size.mjs; see docs/decisions/antd-through-shared-kit.md).
      splitChunks: { chunks: 'async', minSize: 10000 },
    },
    performance: { hints: false },
    devServer: {
      port: contract.host.devPort,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: backend, changeOrigin: false, ws: true }],
    },
  };
};
