import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** The part of an RTK Query api that the shell needs to add it to its store. */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** What the shell hands to every remote module it renders. */
export interface RemoteHost {
  injectApi(api: InjectableApi): void;
}

export interface RemoteModuleProps {
  host: RemoteHost;
}
