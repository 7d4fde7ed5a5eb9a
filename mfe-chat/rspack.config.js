// Builds the career assistant micro-frontend (chat) as the Module Federation remote `mfe_chat` (federation contract) into mfe-chat/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({ dir: __dirname, name: 'mfe_chat' });
