import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createSlice,
  type PayloadAction,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { unauthorizedCall, type User } from '@nurse/api-client';
import type { InjectableApi, RemoteHost } from '@nurse/ui-kit';

interface StandaloneSession {
  user: User | null;
}

/** Stands in for the shell's session slice: who is signed in. */
const sessionSlice = createSlice({
  name: 'session',
  initialState: { user: null } as StandaloneSession,
  reducers: {
    userSet(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
});

/**
 * A store and host shaped like the shell's, for the standalone dev page and the tests: API slices are
 * injected at run time, once per reducerPath, and the session is read and updated through the host.
 */
export function createStandaloneHost(options: { user?: User | null } = {}) {
  const dynamicMiddleware = createDynamicMiddleware();
  const rootReducer = combineSlices(sessionSlice, { standalone: ((state: true = true) => state) as Reducer<true> });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user: options.user ?? null } },
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  const injected = new Set<string>();
  /** Like the shell: a 401 from an api on her session signs her out. */
  const sessionApiPaths = new Set<string>();
  dynamicMiddleware.addMiddleware(() => (next) => (action) => {
    const result = next(action);
    if (unauthorizedCall(action as UnknownAction, sessionApiPaths)) store.dispatch(sessionSlice.actions.userSet(null));
    return result;
  });
  const setUser = (user: User) => {
    store.dispatch(sessionSlice.actions.userSet(user));
  };

  const host: RemoteHost = {
    injectApi(api: InjectableApi) {
      if (injected.has(api.reducerPath)) return;
      injected.add(api.reducerPath);
      rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
      store.replaceReducer(rootReducer);
      dynamicMiddleware.addMiddleware(api.middleware);
    },
    session: {
      selectUser: (state) => (state as { session: StandaloneSession }).session.user,
      setUser,
      injectApi(api: InjectableApi) {
        sessionApiPaths.add(api.reducerPath);
        host.injectApi(api);
      },
    },
  };
  return {
    store,
    host,
    currentUser: () => store.getState().session.user,
    signOut: () => store.dispatch(sessionSlice.actions.userSet(null)),
  };
}
