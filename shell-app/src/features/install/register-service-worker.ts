/**
 * Registers the shell's service worker (public/sw.js: installability and the offline page) once the page
 * has loaded, so it never competes with the first visit's downloads. Part of the shell's first script.
 */
export function registerServiceWorkerAfterLoad(target: Window): void {
  const { serviceWorker } = target.navigator;
  if (!serviceWorker) return;
  const register = () => {
    serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('The service worker was not registered', error));
  };
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
