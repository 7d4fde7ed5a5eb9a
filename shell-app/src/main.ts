// Async boundary: shared modules (react, the store...) are negotiated with the remotes before the app starts.
import('./bootstrap').catch((error: unknown) => {
  console.error('The app failed to start', error);
});
