import { type AnchorHTMLAttributes, type ReactNode, useEffect, useState } from 'react';

/**
 * A tiny history router: the admin has six pages and no nested routes. The query string is
 * kept on every navigation because Shopify's `shop` and `host` parameters live there.
 */
export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return path;
}

/**
 * Query parameters a page reads for itself (Timesheets' `week`, Staff's `edit`: the handle whose
 * form to open): left behind with the page.
 */
const PAGE_PARAMS = ['week', 'edit'];

/**
 * Goes to `target`, a path with, optionally, the page's own query (`/timesheets?week=…`), kept
 * beside Shopify's parameters.
 */
export function navigate(target: string): void {
  const [path = '/', query = ''] = target.split('?');
  const params = new URLSearchParams(window.location.search);
  for (const name of PAGE_PARAMS) params.delete(name);
  for (const [name, value] of new URLSearchParams(query)) params.set(name, value);
  const search = params.size > 0 ? `?${params}` : '';
  if (path === window.location.pathname && search === window.location.search) return;
  window.history.pushState(null, '', `${path}${search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** A page's own query parameter as the address has it when the page opens, or null. */
export function pageParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** Polaris renders its links through this, so navigation items stay real, focusable anchors. */
export function RouterLink({
  url,
  children,
  external,
  ...rest
}: { url: string; children?: ReactNode; external?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (external || /^https?:/.test(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const { onClick } = rest;
  return (
    <a
      href={url}
      {...rest}
      onClick={(event) => {
        // Polaris' own handler first (a navigation item's action, such as Sign out, and closing
        // the phone's drawer): it was dropped here once, and Sign out did nothing.
        onClick?.(event);
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        // "#" is an item that only acts: there is nowhere to go.
        if (url !== '#') navigate(url);
      }}
    >
      {children}
    </a>
  );
}
