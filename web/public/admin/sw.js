/*
 * The admin app's service worker (issue 45), scoped to /admin (the server allows that scope with
 * Service-Worker-Allowed). It shows the alerts the server pushes when a family writes, books,
 * moves or cancels a tour, and a tap opens the request. It caches nothing: the admin always reads
 * the live data. Plain JavaScript, served as it is: a worker has no bundle of its own.
 */

/** Only the admin's own pages are opened from an alert, whatever a payload says. */
const adminUrl = (path) => {
  const url = new URL(typeof path === 'string' ? path : '/admin', self.location.origin);
  const own = url.origin === self.location.origin && (url.pathname === '/admin' || url.pathname.startsWith('/admin/'));
  return own ? url.href : new URL('/admin', self.location.origin).href;
};

const text = (value, fallback, max) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : fallback);

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = (event.data && event.data.json()) || {};
  } catch {
    alert = {};
  }
  const title = text(alert.title, 'News from the website', 120);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: text(alert.body, 'Tap to open the admin.', 200),
      icon: '/admin/icon-192.png',
      badge: '/admin/icon-192.png',
      tag: text(alert.tag, undefined, 80),
      data: { url: adminUrl(alert.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (open) {
        const shown = 'navigate' in open ? await open.navigate(target).catch(() => null) : null;
        return (shown || open).focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});

/* The push service replaced this device's subscription: the new one is sent to the server, which
   keeps the device's alerts on (the admin's session cookie goes with it). */
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription ? event.oldSubscription.options : null;
  if (!options) return;
  event.waitUntil(
    (async () => {
      const renewed = event.newSubscription || (await self.registration.pushManager.subscribe(options));
      await fetch('/backend/api/notifications/subscribe.php', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(renewed.toJSON()),
      });
      if (event.oldSubscription) {
        await fetch('/backend/api/notifications/unsubscribe.php', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: event.oldSubscription.endpoint }),
        });
      }
    })().catch(() => undefined),
  );
});
