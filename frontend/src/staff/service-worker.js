/*
 * The staff app's service worker (SPEC §15): it keeps the app's shell (the page, its script,
 * style, manifest and icons) so the app opens from the home screen at once, and it never
 * touches anything else. The API (/v1), sign-in (/staff-auth) and the calendar feed always go
 * to the network: a person's shifts and pay are never kept on the phone by this worker, and a
 * signed-out phone shows nothing stale. The build fills in the two constants below
 * (frontend/staff-service-worker-plugin.ts).
 */
const VERSION = '__SHELL_VERSION__';
const SHELL = ['__SHELL_FILES__'];
const CACHE = `shiftbook-staff-${VERSION}`;
const SHELL_PAGE = '/staff';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('shiftbook-staff-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Whether a request is for the app's page itself (/staff, /staff/sign-in), not a file under it. */
function isShellPage(url) {
  return url.pathname === '/staff' || url.pathname === '/staff/' || url.pathname === '/staff/sign-in';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isShellPage(url)) {
    // The network first, so a new version shows as soon as it is deployed; the kept page when
    // the phone is offline. The page holds no personal data: it is the same for everyone.
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL_PAGE).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (!SHELL.includes(url.pathname) || isShellPage(url)) return;
  // Hashed files never change under their name: the kept copy is the right one.
  event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
});
