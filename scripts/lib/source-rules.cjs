// The module rules the shell and every remote compile their own sources with: TypeScript and JSX through
// SWC, plain CSS, and the workspace libraries marked side-effect free.

/**
 * @param {{ isDev: boolean, target: string }} options `target` is the ECMAScript level SWC emits.
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
function sourceRules({ isDev, target }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
          target,
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    // The workspace libraries have no package.json to declare it: their modules only export (ui-kit
    // components import their own CSS), so whatever a page does not use (validator behind @nurse/domain's
    // other rules, for one) is left out of its bundle.
    { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
    // antd's helper packages publish no `sideEffects` flag, so their barrel files would drag in every
    // helper. Their ES builds have no import-time side effects, which lets unused re-exports be dropped.
    { test: /[\\/]node_modules[\\/]@(rc-component|ant-design)[\\/][^\\/]+[\\/]es[\\/]/, sideEffects: false },
  ];
}

module.exports = { sourceRules };
