// Builds the network micro-frontend (network, connections, messages, interests) as the Module Federation remote `mfe_network` (federation contract) into mfe-network/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({ dir: __dirname, name: 'mfe_network' });
