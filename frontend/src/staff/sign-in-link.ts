/**
 * The token of an emailed sign-in link (`/staff/sign-in#token=…`, SPEC §15). It travels in the
 * fragment so that no server log or mail scanner spends it; the app reads it once, before
 * anything renders, and drops it from the address bar and the history at once, so a reload, a
 * shared screenshot or the back button never offers it again.
 */
export function takeSignInToken(place: Pick<Window, 'location' | 'history'>): string | null {
  const hash = place.location.hash.replace(/^#/, '');
  if (!hash) return null;
  const token = new URLSearchParams(hash).get('token');
  place.history.replaceState(null, '', place.location.pathname + place.location.search);
  return token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}
