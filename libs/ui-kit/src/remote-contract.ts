import type { Middleware, Reducer } from '@reduxjs/toolkit';
import type { User } from '@nurse/api-client';

/** The part of an RTK Query api that the shell needs to add it to its store. */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * The signed-in nurse as the shell keeps her (its store, mirrored to local storage under `user`).
 * Remotes that work on her own record read her with `useSelector(session.selectUser)` (react-redux is
 * a shared singleton, so this is the shell's store) and hand back the record the server returned after
 * a change, so that the top bar, the guards and the stored session follow.
 */
export interface RemoteSession {
  selectUser(state: unknown): User | null;
  setUser(user: User): void;
  /**
   * Adds an api whose calls run on her session (her own record): like the shell's own calls, a 401
   * from any of them means the server ended the session, and the shell signs her out.
   */
  injectApi(api: InjectableApi): void;
}

/** What the shell hands to every remote module it renders. */
export interface RemoteHost {
  injectApi(api: InjectableApi): void;
  /** Present in the shell and in the profile remote's own harness; the admin area does not use it. */
  session?: RemoteSession;
}

export interface RemoteModuleProps {
  host: RemoteHost;
}
