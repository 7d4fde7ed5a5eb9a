import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import path from 'node:path';

/**
 * One design system: antd and the rc-* components it is built on reach the screens only through the
 * shared UI kit (libs/ui-kit), which the shell shares at run time, so that they are shipped once.
 */
const ANTD_ONLY_THROUGH_THE_KIT = {
  paths: [{ name: 'antd', message: 'Import antd components from @nurse/ui-kit (or its forms, data and feedback entries).' }],
  patterns: [
    {
      group: ['antd/*', '@ant-design/*', 'rc-*', '@rc-component/*'],
      message: 'antd, @ant-design and its rc-* components are imported only inside libs/ui-kit: use @nurse/ui-kit.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', 'test-results/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // Each entry of the kit is its own shared module (docs/decisions/antd-through-shared-kit.md):
          // downloading one on demand (the menus, in mfe-network's lazy-dropdown.tsx) does not take the
          // others out of the page's first download, so importing those statically is what is meant.
          checkDynamicDependenciesExceptions: ['@nurse/ui-kit', '@nurse/ui-kit/*'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs', '**/*.js'],
    plugins: importX.recommended.plugins,
    settings: {
      'import-x/extensions': importX.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.base.json') },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // One naming convention: kebab-case file names (role suffixes such as .spec, .module, .e2e-spec allowed).
    files: ['**/*.ts', '**/*.tsx'],
    // TypeORM orders migrations by the timestamp that starts their names.
    ignores: ['**/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: ['shell-app/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/ui-kit/**'],
    rules: { 'no-restricted-imports': ['error', ANTD_ONLY_THROUGH_THE_KIT] },
  },
  {
    // Tool configuration files are CommonJS run by Node.
    files: ['**/*.cjs', '**/rspack.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
