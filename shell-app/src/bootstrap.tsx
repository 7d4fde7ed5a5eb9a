import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RemoteHostContext, sendWaitingMessagesWhenOnline } from '@nurse/host';
import { AppRoutes, preloadFirstView } from './app/app-routes';
import { createAppStore } from './app/store';
import { keepLiveSocketWithSession } from './features/live/live-session';
import { registerRemotesFromManifest } from './features/remotes/remotes';
import { selectUser } from './features/session/session-slice';
import { confirmStoredSession, readStoredSession } from './features/session/stored-session';
import './styles/global.css';

// The account itself is never read from storage: it comes from the server's answer below.
const storedSession = readStoredSession(window.localStorage);
const { store, host, live } = createAppStore({ storage: window.localStorage });

// The server session is the authority over the stored user.
const sessionConfirmed = confirmStoredSession(store, window.localStorage);
keepLiveSocketWithSession(store, live);
// Messages she wrote offline go once the connection is back (and at start, once she is signed in).
sendWaitingMessagesWhenOnline(() => selectUser(store.getState())?.id ?? null);
// Remotes are registered from the runtime manifest; a failure here shows up (with Retry) in the remote's area.
registerRemotesFromManifest().catch((error: unknown) => console.error('Could not read the remotes manifest', error));
const firstView = preloadFirstView(
  window.location.pathname,
  sessionConfirmed.then(() => selectUser(store.getState()) !== null),
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

void firstView.then(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RemoteHostContext.Provider value={host}>
          <BrowserRouter>
            <AppRoutes storedSession={storedSession} />
          </BrowserRouter>
        </RemoteHostContext.Provider>
      </Provider>
    </StrictMode>,
  ),
);
