import { createLiveHub, signedIn, signedOut } from '@nurse/host';
import { createAppStore } from '../../app/store';
import { aUser } from '../../test-utils/user';
import { keepLiveSocketWithSession } from './live-session';

function recordingConnect() {
  const opened: number[] = [];
  let closed = 0;
  return {
    connect: () => {
      opened.push(opened.length + 1);
      return () => {
        closed += 1;
      };
    },
    opened: () => opened.length,
    closed: () => closed,
  };
}

describe('keepLiveSocketWithSession', () => {
  it('opens one socket when a live nurse signs in and closes it when she signs out', () => {
    const { store } = createAppStore();
    const socket = recordingConnect();
    keepLiveSocketWithSession(store, createLiveHub(), socket.connect);
    expect(socket.opened()).toBe(0);

    store.dispatch(signedIn(aUser({ id: 7, accountStatus: 'live' })));
    store.dispatch(signedIn(aUser({ id: 7, accountStatus: 'live', name: 'Renamed Nurse' })));
    expect(socket.opened()).toBe(1);

    store.dispatch(signedOut());
    expect(socket.closed()).toBe(1);
  });

  it('opens none for a nurse still on the waitlist', () => {
    const { store } = createAppStore({ storedUser: aUser({ accountStatus: 'pending' }) });
    const socket = recordingConnect();
    keepLiveSocketWithSession(store, createLiveHub(), socket.connect);
    expect(socket.opened()).toBe(0);
  });

  it('opens a new socket for another nurse signing in on the same tab', () => {
    const { store } = createAppStore({ storedUser: aUser({ id: 1, accountStatus: 'live' }) });
    const socket = recordingConnect();
    keepLiveSocketWithSession(store, createLiveHub(), socket.connect);
    store.dispatch(signedIn(aUser({ id: 2, accountStatus: 'live' })));
    expect(socket.opened()).toBe(2);
    expect(socket.closed()).toBe(1);
  });
});
