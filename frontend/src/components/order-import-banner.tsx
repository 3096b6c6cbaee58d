import { Banner, Text } from '@shopify/polaris';
import type { Shop } from '../api/types.js';
import { useShop } from './shop-context.js';
import { usePolling } from './use-polling.js';

/** How often the shop is read again while its past orders are being imported (ms). */
const POLL_MS = 5_000;

type OrderImport = NonNullable<Shop['order_import']>;

const counted = (run: OrderImport) =>
  `${run.orders_imported} ${run.orders_imported === 1 ? 'order' : 'orders'} and ${run.refunds_imported} ${
    run.refunds_imported === 1 ? 'refund' : 'refunds'
  }`;

/**
 * The import of the last 60 days of paid orders (decision 33), while it runs or when it
 * failed: a new shop sees why its history is still filling in, and how far it has got.
 */
export function OrderImportBanner() {
  const { shop, reloadShop } = useShop();
  const run = shop.order_import;
  const running = run?.status === 'running';
  usePolling(() => {
    if (running) void reloadShop();
  }, POLL_MS);
  if (!run || run.status === 'done') return null;
  if (running)
    return (
      <Banner tone="info" title="Importing your past orders from Shopify">
        <Text as="p">
          The paid orders and refunds of the last 60 days are coming in: {counted(run)} so far. Sales and
          commissions of those days fill in as they arrive.
        </Text>
      </Banner>
    );
  return (
    <Banner tone="warning" title="The import of past orders stopped">
      <Text as="p">
        {counted(run)} came in before it stopped. It starts again when Shiftbook is next granted access to
        orders; new orders keep arriving as they are paid.
      </Text>
    </Banner>
  );
}
