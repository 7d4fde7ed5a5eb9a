// The host interface lives in the federation contract; re-exported for screens that import it from the kit.
export type { InjectableApi, LiveChannel, RemoteHost, RemoteModuleProps, RemoteSession } from '@nurse/federation';
