// Builds the profile micro-frontend as a Module Federation remote (`mfe_profile`) into mfe-profile/dist.
const { remoteRspackConfig } = require('../scripts/lib/remote-rspack-config.cjs');

module.exports = remoteRspackConfig({
  dir: __dirname,
  name: 'mfe_profile',
  exposes: {
    './OnboardingPage': './src/remote/OnboardingPage.tsx',
    './ProfilePage': './src/remote/ProfilePage.tsx',
  },
  devPort: 4202,
});
