// Standalone dev entry: the async boundary lets Module Federation negotiate the shared singletons first.
import('./bootstrap').catch((error: unknown) => console.error('Failed to start the chat dev page', error));
