import type { ComponentType, ReactNode } from 'react';
import type { InjectableApi, RemoteModuleProps, RemotePageStatics } from '@nurse/federation';
import { RemoteHostContext } from './remote-host-context';
import { WithApis } from './with-apis';

/** What every exposed page of one remote needs around its screen. */
export interface RemotePageSetup {
  /** Apis added to the host's store. */
  apis?: readonly InjectableApi[];
  /** Apis whose calls run on the nurse's session: a 401 from one of them signs her out. */
  sessionApis?: readonly InjectableApi[];
  /** Rendered around the screen, inside the host context (a remote-wide listener, a themed surface). */
  Frame?: ComponentType<{ children: ReactNode }>;
  /** The code the current address needs below the screen's first render (`RemotePageStatics`). */
  preload?: () => Promise<unknown>;
}

/**
 * An exposed page: the screen with the remote's apis in the host's store (added in an effect, the
 * screen shown once they are there) and the host handle for `useRemoteHost`. The theme and toasts come
 * from the host's AppProviders: the kit is one shared instance.
 */
export function remotePage(
  Screen: ComponentType,
  displayName: string,
  setup: RemotePageSetup = {},
): ComponentType<RemoteModuleProps> & RemotePageStatics {
  const { apis, sessionApis, Frame, preload } = setup;
  function RemotePage({ host }: RemoteModuleProps) {
    return (
      <WithApis host={host} apis={apis} sessionApis={sessionApis}>
        <RemoteHostContext.Provider value={host}>
          {Frame ? (
            <Frame>
              <Screen />
            </Frame>
          ) : (
            <Screen />
          )}
        </RemoteHostContext.Provider>
      </WithApis>
    );
  }
  RemotePage.displayName = displayName;
  return Object.assign(RemotePage, { preload });
}
