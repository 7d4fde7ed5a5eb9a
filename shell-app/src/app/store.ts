import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@nurse/api-client';
import type { InjectableApi, RemoteHost } from '@nurse/ui-kit';
import {
  initialSessionState,
  isSessionRefused,
  sessionSlice,
  SHELL_API_PATH,
  signedIn,
  signedOut,
  type SessionState,
} from '../features/session/session-slice';
import { writeStoredUser } from '../features/session/stored-session';

/** Api slices are added at run time (the shell's own and the remotes') under their reducer paths. */
type RemoteSlices = Record<string, unknown>;

export const REMOTE_API_INJECTED = 'shell/remoteApiInjected';

export function createAppStore(options: { storedUser?: User | null; storage?: Storage } = {}) {
  const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<RemoteSlices>();
  const dynamicMiddleware = createDynamicMiddleware();

  const { storage } = options;
  /** Mirrors the signed-in user to storage as soon as it changes. */
  const persistSession: Middleware<object, { session: SessionState }> = (api) => (next) => (action) => {
    const before = api.getState().session.user;
    const result = next(action);
    const after = api.getState().session.user;
    if (storage && after !== before) writeStoredUser(storage, after);
    return result;
  };

  /** Apis whose calls run on the nurse's session: a 401 from one of them signs her out. */
  const sessionApiPaths = new Set([SHELL_API_PATH]);
  const signOutWhenRefused: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    if (isSessionRefused(action as UnknownAction, sessionApiPaths)) api.dispatch(signedOut());
    return result;
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { ...initialSessionState, user: options.storedUser ?? null },
    },
    middleware: (getDefault) => getDefault().concat(signOutWhenRefused, persistSession, dynamicMiddleware.middleware),
  });

  const injected = new Map<string, Reducer>();
  /**
   * Adds an RTK Query api to this one store: handed to every remote (RemoteModuleProps.host), and used
   * by the shell for its own api, which the landing page never needs.
   */
  const host: RemoteHost = {
    injectApi(api: InjectableApi) {
      if (injected.get(api.reducerPath) === api.reducer) return;
      injected.set(api.reducerPath, api.reducer);
      rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer }, { overrideExisting: true });
      dynamicMiddleware.addMiddleware(api.middleware);
      // Initialises the new slice of state right away, so the remote's hooks find it on first render.
      store.dispatch({ type: REMOTE_API_INJECTED, payload: api.reducerPath });
    },
    /** The signed-in user for remotes that change her record (profile); stored like any sign-in. */
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
  };

  return { store, host };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
