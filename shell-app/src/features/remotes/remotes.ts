import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { API_PATHS, parseRemotesManifest, type RemoteManifestEntry } from '@nurse/api-client';
import type { RemoteModuleProps, RemotePageStatics } from '@nurse/federation';

export { REMOTE_MODULES } from '@nurse/federation';

export type RemoteComponent = ComponentType<RemoteModuleProps>;

let manifest: Promise<RemoteManifestEntry[]> | null = null;

async function fetchManifest(): Promise<RemoteManifestEntry[]> {
  const response = await fetch(API_PATHS.remotesManifest, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The remotes manifest answered ${response.status}`);
  const { remotes } = parseRemotesManifest(await response.json());
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  return remotes;
}

/** Reads /remotes.json once and registers its remotes; a failed read is tried again next time. */
export function registerRemotesFromManifest(): Promise<RemoteManifestEntry[]> {
  if (!manifest) {
    manifest = fetchManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
}

const loaders = new Map<string, (options: { reload: boolean }) => Promise<RemoteComponent>>();

/**
 * The one loader of an exposed component: the remote areas keep a download per loader, so a page's
 * area and an early start of its download (`preloadRemote`) share one.
 */
export function remoteLoader(id: string): (options: { reload: boolean }) => Promise<RemoteComponent> {
  let loader = loaders.get(id);
  if (!loader) {
    loader = ({ reload }) => loadRemoteComponent(id, { reload });
    loaders.set(id, loader);
  }
  return loader;
}

/**
 * Loads an exposed component. With `reload`, the remote is registered again first, which drops the
 * runtime's memory of an earlier failed download so that Retry really fetches the entry again.
 */
export async function loadRemoteComponent(id: string, options: { reload?: boolean } = {}): Promise<RemoteComponent> {
  const remotes = await registerRemotesFromManifest();
  const remoteName = id.split('/')[0];
  const remote = remotes.find((item) => item.name === remoteName);
  if (!remote) throw new Error(`The remote ${remoteName} is not in the manifest`);
  if (options.reload) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  const module = await loadRemote<{ default?: unknown }>(id);
  const component = module?.default;
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new Error(`The remote module ${id} has no default component`);
  }
  // What the address needs below the page's first render comes with it (a failed part loads when shown).
  await (component as RemotePageStatics).preload?.().catch(() => undefined);
  return component as RemoteComponent;
}
