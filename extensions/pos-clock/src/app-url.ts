// Inlined at build time: Shopify CLI replaces `process.env.NAME` with every variable of its own
// environment (and of the app's .env), and build.mjs does the same. Here `process` is only a
// name for the bundler to replace; POS has no such global at run time.
declare const process: { env: Record<string, string | undefined> };

function fromBuild(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    // Not replaced at build time: `process` does not exist in POS.
    return undefined;
  }
}

/**
 * Where the extension's requests go: a base URL without a trailing slash, or '' for paths
 * relative to the app. Relative is the default: POS resolves a relative `fetch()` against the
 * app's `app_url` (the URL Shopify knows, the dev tunnel under `shopify app dev` included) and
 * adds the session token itself. `APP_URL` (which Shopify CLI sets to the app's URL when it
 * knows it) comes first, then `SHOPIFY_APP_URL` (the server's own variable, for a build made
 * by hand); there is no placeholder host.
 */
export function appUrl(
  configured: string | undefined = fromBuild(() => process.env.APP_URL) ||
    fromBuild(() => process.env.SHOPIFY_APP_URL),
): string {
  return (configured ?? '').trim().replace(/\/+$/, '');
}
