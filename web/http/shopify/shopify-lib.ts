import { createRequire } from 'node:module';
import type * as ShopifyApiModule from '@shopify/shopify-api';
import type * as ShopifyAppExpressModule from '@shopify/shopify-app-express';

/**
 * The Shopify libraries, all from their CommonJS builds. shopify-app-express and the drizzle
 * session storage (built in web/db/shopify-session-storage.ts, loaded the same way) have no
 * `exports` map and always load shopify-api's CommonJS copy; an ESM `import` of shopify-api
 * would load a second copy (so `instanceof InvalidJwtError` and a faked fetch would not cross
 * between them). Loading everything through `require` keeps one copy.
 */
const require = createRequire(import.meta.url);
require('@shopify/shopify-api/adapters/node');

export const shopifyApiLib = require('@shopify/shopify-api') as typeof ShopifyApiModule;
export const shopifyAppExpressLib = require('@shopify/shopify-app-express') as typeof ShopifyAppExpressModule;

export type Session = ShopifyApiModule.Session;
export type SessionStorage = ShopifyAppExpressModule.AppConfigParams['sessionStorage'] & {};
