// The direction of the backend's folders, checked by `nx run backend:lint` (docs/architecture.md,
// "Folders and their order"). CommonJS because dependency-cruiser loads it with require.
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** Infrastructure, lowest first: each folder may import only the folders before it. */
const INFRASTRUCTURE = [
  'config',
  'common',
  'redis',
  'observability',
  'shutdown',
  'language-model',
  'events',
  'database',
  'jobs',
  'search-engine',
  'mail',
  'signing-keys',
  'rate-limit',
  'idempotency',
  'sessions',
  'uploads',
  'live',
  'health',
  'housekeeping',
  'personal-data',
];

/** Feature modules (under modules/), lowest first: each may import infrastructure and the modules before it. */
const FEATURES = [
  'users',
  'audit',
  'notifications',
  'push',
  'invites',
  'auth',
  'account-status',
  'connections',
  'messaging',
  'credentials',
  'credentials/continuing-education',
  'credentials/renewals',
  'credentials/practice',
  'credentials/packets',
  'credentials/calendar-feed',
  'credentials/personal-data',
  'reports',
  'staff',
  'admin',
  'badges',
  'careers/catalogue',
  'careers/jobs',
  'careers/tracker',
  'careers/admin-jobs',
  'careers/alerts',
  'careers/learning',
  'careers/recommendations',
  'careers',
  'chat',
  'data-export',
  'account-deletion',
].map((name) => `modules/${name}`);

const SRC = 'backend/src/';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folder's own files: those under it that are not under a folder listed on its own. */
function filesOf(folder, listed) {
  const nested = listed.filter((other) => other.startsWith(`${folder}/`)).map((other) => escape(other.slice(folder.length + 1)));
  return `^${escape(SRC + folder)}/${nested.length > 0 ? `(?!(${nested.join('|')})/)` : ''}`;
}

/** The app's composition: the entry points and root module beside the folders, the HTTP bootstrap and the seeder. */
const APP = `^${escape(SRC)}([^/]+\\.ts$|bootstrap/|seed/)`;

const LAYERS = [...INFRASTRUCTURE, ...FEATURES];
const OWN = LAYERS.map((folder) => filesOf(folder, LAYERS));
/** A folder inside an infrastructure folder or a module: its parent's own business. */
const NESTED = `^${escape(SRC)}((?!modules/)[^/]+|modules/[^/]+)/.+`;
/** Tests may wire real pieces of any folder together; only shipped code is held to the order. */
const NOT_A_TEST = '\\.spec\\.ts$';

// A folder added to backend/src must take its place in the order before anything can be checked.
const unplaced = readdirSync(path.join(__dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['bootstrap', 'seed', 'modules'].includes(entry.name))
  .map((entry) => entry.name)
  .concat(
    readdirSync(path.join(__dirname, 'src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `modules/${entry.name}`),
  )
  .filter((folder) => !LAYERS.includes(folder));
if (unplaced.length > 0) {
  throw new Error(`backend/.dependency-cruiser.cjs: place ${unplaced.join(', ')} in INFRASTRUCTURE or FEATURES`);
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-no-feature',
      comment: 'Infrastructure never imports a feature module: declare an interface and token, and let the feature provide it.',
      severity: 'error',
      from: { path: `^${escape(SRC)}(${INFRASTRUCTURE.map(escape).join('|')})/`, pathNot: NOT_A_TEST },
      to: { path: `^${escape(SRC)}modules/` },
    },
    ...LAYERS.map((folder, index) => ({
      name: 'folder-order',
      comment: `${folder} imports only the folders below it in the written order (docs/architecture.md); move the shared piece down or put it behind an interface.`,
      severity: 'error',
      from: { path: OWN[index], pathNot: NOT_A_TEST },
      to: { path: [...OWN.slice(index + 1), APP] },
    })),
    {
      name: 'no-folder-cycle',
      comment: 'Folders of backend/src never import each other in a circle.',
      severity: 'error',
      scope: 'folder',
      from: { path: `^${escape(SRC)}`, pathNot: NESTED },
      to: { circular: true, pathNot: NESTED },
    },
  ],
  options: {
    includeOnly: `^${escape(SRC)}`,
    exclude: { path: NOT_A_TEST },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    doNotFollow: { path: 'node_modules' },
  },
};
