import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { User } from '@nurse/api-client';
import type { InjectableApi, RemoteHost } from '@nurse/federation';
import { createLiveHub } from './live-hub';
import {
  initialSessionState,
  isSessionRefused,
  sessionSlice,
  SHELL_API_PATH,
  signedIn,
  signedOut,
  type SessionState,
} from './session-slice';

/** Api slices are added at run time (the shell's own and the remotes') under their reducer paths. */
type RemoteSlices = Record<string, unknown>;

export const REMOTE_API_INJECTED = 'host/remoteApiInjected';

export interface HostOptions {
  /** The user kept from an earlier visit, until the server answers. */
  storedUser?: User | null;
  /** Called whenever the signed-in user changes (the shell mirrors her to local storage). */
  onUserChange?: (user: User | null) => void;
}

/**
 * The one store of a page and the host handle given to every remote module: the shell builds its app on
 * it, and each remote's standalone dev page and screen tests use the same code.
 */
export function createHost(options: HostOptions = {}) {
  const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<RemoteSlices>();
  const dynamicMiddleware = createDynamicMiddleware();

  const { onUserChange } = options;
  const followUser: Middleware<object, { session: SessionState }> = (api) => (next) => (action) => {
    const before = api.getState().session.user;
    const result = next(action);
    const after = api.getState().session.user;
    if (onUserChange && after !== before) onUserChange(after);
    return result;
  };

  /** Apis whose calls run on the nurse's session: a 401 from one of them signs her out (unless she is logging out). */
  const sessionApiPaths = new Set([SHELL_API_PATH]);
  const signOutWhenRefused: Middleware<object, { session: SessionState }> = (api) => (next) => (action) => {
    const result = next(action);
    if (!api.getState().session.leaving && isSessionRefused(action as UnknownAction, sessionApiPaths)) api.dispatch(signedOut());
    return result;
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, user: options.storedUser ?? null } },
    middleware: (getDefault) => getDefault().concat(signOutWhenRefused, followUser, dynamicMiddleware.middleware),
  });

  const injected = new Map<string, Reducer>();
  // Fed by the shell's socket; in a remote's dev page and tests nothing connects it, and screens poll.
  const live = createLiveHub();
  const host: RemoteHost = {
    injectApi(api: InjectableApi) {
      if (injected.get(api.reducerPath) === api.reducer) return;
      injected.set(api.reducerPath, api.reducer);
      rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer }, { overrideExisting: true });
      dynamicMiddleware.addMiddleware(api.middleware);
      // Initialises the new slice of state right away, so the remote's hooks find it on first render.
      store.dispatch({ type: REMOTE_API_INJECTED, payload: api.reducerPath });
    },
    hasApi: (reducerPath) => injected.has(reducerPath),
    session: {
      selectUser: (state) => (state as { session: SessionState }).session.user,
      setUser: (user) => {
        store.dispatch(signedIn(user));
      },
      injectApi(api: InjectableApi) {
        sessionApiPaths.add(api.reducerPath);
        host.injectApi(api);
      },
    },
    live,
  };

  return { store, host, live };
}

export type HostStore = ReturnType<typeof createHost>['store'];
export type HostState = ReturnType<HostStore['getState']>;
export type HostDispatch = HostStore['dispatch'];
