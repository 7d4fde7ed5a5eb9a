import contract from './contract.json';

export type RemoteName = keyof typeof contract.remotes;
type ExposedKey<R extends RemoteName> = keyof (typeof contract.remotes)[R]['exposes'] & string;

/** One entry of the runtime manifest: a remote's federation name and where its remoteEntry.js is. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export const FEDERATION_CONTRACT = contract;

export const REMOTE_NAMES = Object.keys(contract.remotes) as RemoteName[];

/** Where the embedded server hosts each remote, unless the REMOTES setting names other locations. */
export const DEFAULT_REMOTE_ENTRIES: RemoteEntry[] = REMOTE_NAMES.map((name) => ({ name, entry: contract.remotes[name].entry }));

/** A remote as the embedded server hosts it: its build (`<project>/dist`) served under `urlPath`. */
export interface HostedRemote {
  name: RemoteName;
  project: string;
  /** The URL path its files are served under: '/remotes/mfe-admin'. */
  urlPath: string;
  /** Its entry file, in the build's folder and under `urlPath`: 'remoteEntry.js'. */
  entryFile: string;
}

/** Every remote of the contract, served where its `entry` says. */
export const HOSTED_REMOTES: HostedRemote[] = REMOTE_NAMES.map((name) => {
  const { project, entry } = contract.remotes[name];
  const cut = entry.lastIndexOf('/');
  return { name, project, urlPath: entry.slice(0, cut), entryFile: entry.slice(cut + 1) };
});

/** The id loadRemote takes for an exposed module, checked against the contract: 'mfe_admin/AdminLoginPage'. */
export function remoteModuleId<R extends RemoteName>(remote: R, exposed: ExposedKey<R>): string {
  return `${remote}/${exposed.replace(/^\.\//, '')}`;
}

/** The exposed modules the shell renders, by area. */
export const REMOTE_MODULES = {
  adminLogin: remoteModuleId('mfe_admin', './AdminLoginPage'),
  adminJoin: remoteModuleId('mfe_admin', './AdminJoinPage'),
  adminDashboard: remoteModuleId('mfe_admin', './AdminDashboardPage'),
  onboarding: remoteModuleId('mfe_profile', './OnboardingPage'),
  profile: remoteModuleId('mfe_profile', './ProfilePage'),
  wallet: remoteModuleId('mfe_profile', './WalletPage'),
  network: remoteModuleId('mfe_network', './NetworkPage'),
  myConnections: remoteModuleId('mfe_network', './MyConnectionsPage'),
  messages: remoteModuleId('mfe_network', './MessagesPage'),
  interests: remoteModuleId('mfe_network', './InterestsPage'),
  chat: remoteModuleId('mfe_chat', './ChatPage'),
  careerWizard: remoteModuleId('mfe_chat', './CareerWizardPage'),
} as const;
