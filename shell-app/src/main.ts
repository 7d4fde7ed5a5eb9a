import { watchInstallOffer } from './features/install/install-prompt';
import { registerServiceWorkerAfterLoad } from './features/install/register-service-worker';

// The browser's install offer can come before the screens render: it is kept from the start.
watchInstallOffer(window);
if (process.env.NODE_ENV === 'production') registerServiceWorkerAfterLoad(window);

// Async boundary: shared modules (react, the store...) are negotiated with the remotes before the app starts.
import('./bootstrap').catch((error: unknown) => {
  console.error('The app failed to start', error);
});
