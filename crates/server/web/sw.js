// sw.js — the service worker, served at /sw.js so that its scope is the whole
// site. It only shows Web Push notifications sent by the server (push.rs):
// "your turn" and invitations, each a JSON {title, body, url, tag}, and opens
// (or focuses) the page a notification names when it is clicked. It caches
// nothing: the site works the same without it.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch { message = { body: event.data ? event.data.text() : '' }; }
  const title = String(message.title || 'Sleuth');
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(self.registration.showNotification(title, {
    body: String(message.body || ''),
    tag: String(message.tag || 'sleuth'),
    data: { url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of open) {
      if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
        await client.focus();
        if ('navigate' in client) await client.navigate(url);
        return;
      }
    }
    await self.clients.openWindow(url);
  })());
});
