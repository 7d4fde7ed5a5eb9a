// Builds the admin micro-frontend as the Module Federation remote `mfe_admin` (federation contract) into mfe-admin/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({ dir: __dirname, name: 'mfe_admin' });
