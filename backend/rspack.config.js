// Bundles the API and the worker into backend/dist. Workspace libraries are compiled in;
// packages from node_modules stay external and are required at run time.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '..');

module.exports = {
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  target: 'node20',
  context: __dirname,
  // avatar-encoder is the process that decodes photos, started by the API (src/uploads/avatar-image.ts).
  entry: {
    main: './src/main.ts',
    worker: './src/worker.ts',
    seed: './src/seed.ts',
    'search-rebuild': './src/search-rebuild.ts',
    'copy-uploads': './src/copy-uploads.ts',
    'avatar-encoder': './src/uploads/avatar-encoder-process.ts',
  },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  optimization: { minimize: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: { configFile: path.join(workspaceRoot, 'tsconfig.base.json') },
  },
  externals: [
    ({ request }, callback) => {
      const isRelative = request.startsWith('.') || path.isAbsolute(request);
      const isWorkspaceLib = request.startsWith('@nurse/');
      if (isRelative || isWorkspaceLib) return callback();
      return callback(undefined, `commonjs ${request}`);
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            keepClassNames: true,
          },
        },
      },
    ],
  },
};
