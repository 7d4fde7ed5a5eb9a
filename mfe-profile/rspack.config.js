// Builds the profile micro-frontend as the Module Federation remote `mfe_profile` (federation contract) into mfe-profile/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({ dir: __dirname, name: 'mfe_profile' });
