import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RemoteHostContext } from '@nurse/host';
import { AppRoutes } from './app/app-routes';
import { createAppStore } from './app/store';
import { keepLiveSocketWithSession } from './features/live/live-session';
import { registerRemotesFromManifest } from './features/remotes/remotes';
import { sessionChecked } from './features/session/session-slice';
import { checkServerSession, readStoredUser } from './features/session/stored-session';
import './styles/global.css';

const { store, host, live } = createAppStore({ storedUser: readStoredUser(window.localStorage), storage: window.localStorage });

// The server session is the authority over the stored user.
void checkServerSession().then((outcome) => store.dispatch(sessionChecked(outcome)));
keepLiveSocketWithSession(store, live);
// Remotes are registered from the runtime manifest; a failure here shows up (with Retry) in the remote's area.
registerRemotesFromManifest().catch((error: unknown) => console.error('Could not read the remotes manifest', error));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RemoteHostContext.Provider value={host}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteHostContext.Provider>
    </Provider>
  </StrictMode>,
);
