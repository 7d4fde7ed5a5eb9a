import { combineSlices, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import type { InjectableApi, RemoteHost } from '@nurse/ui-kit';

/**
 * A store and host shaped like the shell's, for the standalone dev page and the tests: API slices
 * are injected at run time, once per reducerPath.
 */
export function createStandaloneHost() {
  const dynamicMiddleware = createDynamicMiddleware();
  const rootReducer = combineSlices({ standalone: ((state: true = true) => state) as Reducer<true> });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  const injected = new Set<string>();

  const host: RemoteHost = {
    injectApi(api: InjectableApi) {
      if (injected.has(api.reducerPath)) return;
      injected.add(api.reducerPath);
      rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
      store.replaceReducer(rootReducer);
      dynamicMiddleware.addMiddleware(api.middleware);
    },
  };
  return { store, host };
}
