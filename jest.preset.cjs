// Shared jest settings: TypeScript through SWC (fast, no type-checking; `typecheck` does that),
// and the workspace path aliases mapped to library sources.
const path = require('node:path');

const root = __dirname;
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@nurse/domain$': path.join(root, 'libs/domain/src/index.ts'),
    '^@nurse/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
    '^@nurse/api-client/testing$': path.join(root, 'libs/api-client/src/testing/index.ts'),
    '^@nurse/federation$': path.join(root, 'libs/federation/src/index.ts'),
    '^@nurse/host$': path.join(root, 'libs/host/src/index.ts'),
    '^@nurse/host/testing$': path.join(root, 'libs/host/src/testing/index.ts'),
    '^@nurse/ui-kit$': path.join(root, 'libs/ui-kit/src/index.ts'),
    '^@nurse/ui-kit/(forms|data)$': path.join(root, 'libs/ui-kit/src/$1.tsx'),
    '^@nurse/ui-kit/(choice|feedback|result|drawer|navigation|menus)$': path.join(root, 'libs/ui-kit/src/$1.ts'),
    '^@nurse/pickers$': path.join(root, 'libs/pickers/src/index.ts'),
    '^@nurse/catalogue$': path.join(root, 'libs/catalogue/src/index.ts'),
    '^@nurse/catalogue/cities$': path.join(root, 'libs/catalogue/src/cities.ts'),
    // The kit loads heavy antd components from their own ES modules; jest runs antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.css$': path.join(root, 'scripts/jest-style-stub.cjs'),
  },
};
