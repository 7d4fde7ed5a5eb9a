import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTE_ENTRIES, HOSTED_REMOTES, REMOTE_MODULES, remoteModuleId } from './remotes';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contract, sharedModules } = require('./shared-modules.cjs') as {
  contract: { sharedKit: string[] };
  sharedModules(options: { role: 'host' | 'remote'; production: boolean }): Record<string, Record<string, unknown>>;
};

const rootPackage = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

describe('federation contract', () => {
  it('names where the embedded server hosts each remote', () => {
    expect(DEFAULT_REMOTE_ENTRIES).toEqual([
      { name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js' },
      { name: 'mfe_profile', entry: '/remotes/mfe-profile/remoteEntry.js' },
      { name: 'mfe_network', entry: '/remotes/mfe-network/remoteEntry.js' },
      { name: 'mfe_chat', entry: '/remotes/mfe-chat/remoteEntry.js' },
    ]);
  });

  it("serves each remote's build under the folder of its entry", () => {
    expect(HOSTED_REMOTES).toEqual([
      { name: 'mfe_admin', project: 'mfe-admin', urlPath: '/remotes/mfe-admin', entryFile: 'remoteEntry.js' },
      { name: 'mfe_profile', project: 'mfe-profile', urlPath: '/remotes/mfe-profile', entryFile: 'remoteEntry.js' },
      { name: 'mfe_network', project: 'mfe-network', urlPath: '/remotes/mfe-network', entryFile: 'remoteEntry.js' },
      { name: 'mfe_chat', project: 'mfe-chat', urlPath: '/remotes/mfe-chat', entryFile: 'remoteEntry.js' },
    ]);
  });

  it('builds module ids from the exposed names', () => {
    expect(remoteModuleId('mfe_profile', './ProfilePage')).toBe('mfe_profile/ProfilePage');
    expect(REMOTE_MODULES.adminLogin).toBe('mfe_admin/AdminLoginPage');
  });

  it('shares the packages as lazy singletons at the installed versions', () => {
    const host = sharedModules({ role: 'host', production: true });
    expect(host['react-dom/client']).toEqual({
      singleton: true,
      eager: false,
      version: rootPackage.dependencies['react-dom'],
      requiredVersion: `^${rootPackage.dependencies['react-dom']}`,
    });
  });

  it('lets only the shell provide the UI kit in production', () => {
    const host = sharedModules({ role: 'host', production: true });
    const remote = sharedModules({ role: 'remote', production: true });
    const remoteDev = sharedModules({ role: 'remote', production: false });
    expect(contract.sharedKit).toEqual(expect.arrayContaining(['@nurse/ui-kit', '@nurse/ui-kit/forms', '@nurse/ui-kit/feedback']));
    for (const entry of contract.sharedKit) {
      expect(host[entry]).toMatchObject({ singleton: true, version: rootPackage.version });
      expect(host[entry]).toMatchObject({ import: expect.stringMatching(/libs\/ui-kit\/src\/[a-z-]+\.tsx?$/) });
      expect(remote[entry]).toMatchObject({ singleton: true, import: false, requiredVersion: `^${rootPackage.version}` });
      expect(remoteDev[entry]).not.toHaveProperty('import');
    }
    expect(remote.react).not.toHaveProperty('import');
  });
});
