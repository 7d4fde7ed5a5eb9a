// Builds the admin micro-frontend as a Module Federation remote (`mfe_admin`) into mfe-admin/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: {
    './AdminLoginPage': './src/remote/AdminLoginPage.tsx',
    './AdminDashboardPage': './src/remote/AdminDashboardPage.tsx',
  },
  devPort: 4201,
  usesAntd: true,
});
