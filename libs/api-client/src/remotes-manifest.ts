/** One entry of the runtime manifest served at /remotes.json (docs/federation-contract.md). */
export interface RemoteManifestEntry {
  name: string;
  entry: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/** Checks the shape of /remotes.json; entries without a name and an entry URL are dropped. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { remotes?: unknown }).remotes)) {
    throw new Error('The remotes manifest has no remotes list');
  }
  const remotes = (value as { remotes: unknown[] }).remotes.filter(
    (item): item is RemoteManifestEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as RemoteManifestEntry).name === 'string' &&
      (item as RemoteManifestEntry).name.length > 0 &&
      typeof (item as RemoteManifestEntry).entry === 'string' &&
      (item as RemoteManifestEntry).entry.length > 0,
  );
  return { remotes: remotes.map(({ name, entry }) => ({ name, entry })) };
}
