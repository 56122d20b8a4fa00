/* Pataka staff console service worker: shows Web Push notifications and opens the console on tap.
   Plain file, no dependencies, served at /admin/sw.js with scope /admin/. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Pataka';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      icon: '/admin/favicon.svg',
      badge: '/admin/favicon.svg',
      data: { url: (data.data && data.data.url) || data.url || '/admin/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/admin/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const consoleTab = tabs.find((tab) => new URL(tab.url).pathname.startsWith('/admin'));
      if (consoleTab) {
        if (consoleTab.url !== target.href && 'navigate' in consoleTab) {
          return consoleTab.navigate(target.href).then((tab) => (tab || consoleTab).focus());
        }
        return consoleTab.focus();
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
