// Inlined at build time: Shopify CLI replaces `process.env.NAME` with every variable of its own
// environment (and of the app's .env), and build.mjs does the same. Here `process` is only a
// name for the bundler to replace; POS has no such global at run time.
declare const process: { env: Record<string, string | undefined> };

/** The `application_url` of shopify.app.toml, used when the build was given no SHOPIFY_APP_URL. */
export const DEFAULT_APP_URL = 'https://shiftbook.example.com';

function buildTimeAppUrl(): string | undefined {
  try {
    return process.env.SHOPIFY_APP_URL;
  } catch {
    // Not replaced at build time (a build without the variable): fall back to the default.
    return undefined;
  }
}

/** Shiftbook's public https URL without a trailing slash: where the tile sends its requests. */
export function appUrl(configured: string | undefined = buildTimeAppUrl()): string {
  return (configured?.trim() || DEFAULT_APP_URL).replace(/\/+$/, '');
}
