import type { Middleware, Reducer } from '@reduxjs/toolkit';
import type { User } from '@nurse/api-client';

/** The part of an RTK Query api that the host needs to add it to its store. */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * The signed-in nurse as the host keeps her (its store, mirrored to local storage under `user`).
 * Remotes that work on her own record read her with `useSelector(session.selectUser)` (react-redux is
 * a shared singleton, so this is the host's store) and hand back the record the server returned after
 * a change, so that the top bar, the guards and the stored session follow.
 */
export interface RemoteSession {
  selectUser(state: unknown): User | null;
  setUser(user: User): void;
  /**
   * Adds an api whose calls run on her session (her own record): like the host's own calls, a 401
   * from any of them means the server ended the session, and the host signs her out.
   */
  injectApi(api: InjectableApi): void;
}

/**
 * The tab's one live connection (the shell's socket), as the remotes see it: the events the server
 * pushes (`LIVE_EVENTS` of @nurse/domain), and whether the socket is up. While it is down, screens poll
 * at the product's intervals; when it comes back, they refetch what they show, so nothing is missed.
 */
export interface LiveChannel {
  /** Listens to one pushed event; returns the function that stops listening. */
  on(event: string, listener: (payload: unknown) => void): () => void;
  /** Listens to the socket coming up (true) and going down (false); returns the function that stops listening. */
  onStatus(listener: (connected: boolean) => void): () => void;
  isConnected(): boolean;
}

/**
 * What the host hands to every remote module it renders. Navigation comes from react-router (a shared
 * singleton: the remote's links and `useNavigate` drive the host's router) and toasts from the UI kit's
 * `useNotify` (a shared singleton inside the host's AppProviders).
 */
export interface RemoteHost {
  /** Adds an api to the host's one store; idempotent per reducerPath. Call it from an effect, not in render. */
  injectApi(api: InjectableApi): void;
  /** Whether an api with this reducerPath is already in the store. */
  hasApi(reducerPath: string): boolean;
  /** The nurse's session: present in the shell and in the remotes' own dev pages and tests. */
  session?: RemoteSession;
  /** Pushed events for the signed-in nurse; without it (or while it is down) screens poll. */
  live?: LiveChannel;
}

export interface RemoteModuleProps {
  host: RemoteHost;
}

/**
 * What an exposed module's default export may carry beside being the page's component: `preload`, the
 * code the current address needs below the page's first render (a tab the address opens). The shell
 * awaits it before showing the page the first time, so the page appears whole instead of with a spinner
 * where that part goes. Its failure is not the page's: the part then loads when it renders.
 */
export interface RemotePageStatics {
  preload?: () => Promise<unknown>;
}
