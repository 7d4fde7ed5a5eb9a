// Web Push for the shell's service worker (imported by sw.js). A push carries the bell's line and the
// path it opens, never a message's text: { title, body, url, tag, badgeCount }. A newer push with the
// same tag replaces the one shown; a tap focuses an open window of the product and takes it there.

/** The payload, or a plain notice when it cannot be read (the server always sends JSON). */
function pushData(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' ? data.title : 'Nurse Career Network',
      body: typeof data.body === 'string' ? data.body : 'You have something new',
      url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      badgeCount: Number.isInteger(data.badgeCount) ? data.badgeCount : undefined,
    };
  } catch {
    return { title: 'Nurse Career Network', body: 'You have something new', url: '/' };
  }
}

function setBadge(count) {
  const nav = self.navigator;
  if (count === undefined || !nav || typeof nav.setAppBadge !== 'function') return Promise.resolve();
  return (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title, {
        body: data.body,
        tag: data.tag,
        renotify: Boolean(data.tag),
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: data.url },
      }),
      setBadge(data.badgeCount),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        return open.focus().then((focused) => (focused && 'navigate' in focused ? focused.navigate(target) : undefined));
      }
      return self.clients.openWindow(target);
    }),
  );
});
