import type { LiveHub } from '@nurse/host';
import type { AppStore } from '../../app/store';
import { connectLiveSocket } from './live-socket';

/**
 * Keeps the tab's live socket open exactly while a live nurse is signed in: opened when she signs in,
 * closed when she signs out or her session ends. Returns the function that stops following.
 */
export function keepLiveSocketWithSession(store: AppStore, hub: LiveHub, connect: (hub: LiveHub) => () => void = connectLiveSocket) {
  let openFor: number | null = null;
  let close: (() => void) | null = null;

  const follow = () => {
    const user = store.getState().session.user;
    const nurseId = user?.accountStatus === 'live' ? user.id : null;
    if (nurseId === openFor) return;
    close?.();
    close = nurseId === null ? null : connect(hub);
    openFor = nurseId;
  };

  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    close?.();
  };
}
