import type { Api } from '@shopify/ui-extensions/pos.app.ready.data';
import { createBackgroundSync } from './background-sync.js';
import type { PosBackgroundHost } from './pos-host.js';

/**
 * `pos.app.ready.data`: no UI. POS runs it once when it is ready and keeps it for the whole
 * session; it sends the clock actions kept on this device while the cashier works elsewhere.
 */
export default async () => {
  // The assignment checks that POS's API for this target has what the sender uses.
  const host: PosBackgroundHost = shopify as Api;
  await createBackgroundSync({ host }).start();
};
