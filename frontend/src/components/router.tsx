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

export function navigate(path: string): void {
  if (path === window.location.pathname) return;
  window.history.pushState(null, '', `${path}${window.location.search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
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
