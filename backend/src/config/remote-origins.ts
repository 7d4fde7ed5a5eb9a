import type { AppConfig } from './app-config';

/** Origins of remotes deployed elsewhere, which the page may load scripts from and talk to. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = config.remotes
    .map((remote) => {
      try {
        return new URL(remote.entry).origin;
      } catch {
        return null; // a path on this server
      }
    })
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}
