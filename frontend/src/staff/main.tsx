import './staff.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeSignInToken } from './sign-in-link.js';
import { StaffApp } from './staff-app.js';

/**
 * The staff app (SPEC §15), a page of its own at /staff: plain React and one CSS file, none of
 * the admin's bundle or Polaris, so a phone on a slow connection loads little. A sign-in link's
 * token is taken from the fragment before anything renders.
 */
const token = takeSignInToken(window);

// A link opened while the app already shows at /staff/sign-in changes only the fragment, which
// loads nothing: start again from it, so it is read (and dropped) like a fresh one.
window.addEventListener('hashchange', () => {
  if (window.location.hash.startsWith('#token=')) window.location.reload();
});

createRoot(document.getElementById('staff-app')!).render(
  <StrictMode>
    <StaffApp token={token} />
  </StrictMode>,
);

// The shell works offline and opens from the home screen; the worker never keeps /v1 answers.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/staff/sw.js', { scope: '/staff' }).catch(() => {
      // No worker (a private window, an old browser): the app works the same, online.
    });
  });
}
