import { z } from 'zod';
import { nextTurn } from '../../db/next-turn.js';
import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { ReceiptPlacingOrder } from '../../db/repositories/shopify-webhook-receipts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { AppError } from '../../domain/errors.js';
import { judgeWebhookShop } from '../../domain/shopify/webhook-shop.js';
import type { Logger } from '../../logger.js';
import type { ServiceDeps } from '../deps.js';
import { grantsProducts } from '../sales/catalog-reader.js';
import { requestCatalogRefresh } from '../sales/catalog-refresh.js';
import {
  collectionDeleted,
  collectionUpdated,
  IdPayload,
  ProductPayload,
  productChanged,
  productDeleted,
} from '../sales/catalog-webhooks.js';
import { grantsOrders, startOrderImport } from '../sales/import-start.js';
import { ShopifyOrderPayload, ShopifyRefundPayload } from '../sales/order-payloads.js';
import { type OrderPlacing, placingOf, recordPlacedOrder } from '../sales/record-order.js';
import { recordRefund } from '../sales/record-refund.js';
import { eraseShop } from './erase-shop.js';
import { setShopPlan } from './shop-plan.js';
import { uninstallShop } from './uninstall-shop.js';

/** A Shopify webhook whose HMAC has been verified. `topic` as Shopify's library names it: `APP_UNINSTALLED`. */
export interface ShopifyWebhook {
  webhookId: string;
  topic: string;
  /** `X-Shopify-Shop-Domain`: not signed, so it is believed only when the body names that shop. */
  shopDomain: string;
  /** The body exactly as its HMAC was checked over. */
  rawBody: string;
}

/** Receipts are kept this long (ms): far beyond Shopify's retries, which stop within 48 h. */
export const RECEIPT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const ScopesUpdatePayload = z.object({
  current: z.array(z.string()),
  previous: z.array(z.string()).optional(),
});
const SubscriptionUpdatePayload = z.object({
  app_subscription: z.object({ name: z.string(), status: z.string() }),
});
const ENDED_SUBSCRIPTION = new Set(['CANCELLED', 'DECLINED', 'EXPIRED', 'FROZEN']);
/** An order in one of these financial states was paid (a refund does not unpay it). */
const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'refunded']);

/**
 * Runs `work` for the delivery's shop (read with its receipt) when it is installed; Shopify
 * sends some topics after uninstall.
 */
async function whenInstalled(shop: ShopRow | undefined, work: (shop: ShopRow) => Promise<void>) {
  if (shop?.status === 'active') await work(shop);
}

/**
 * Processes a verified delivery once per `X-Shopify-Webhook-Id`: the receipt and the effect
 * commit in one transaction, so a repeat (Shopify retries, and re-sends after timeouts) finds
 * the receipt and changes nothing. A body that is not a JSON object vouching for the header's
 * shop is refused before anything is written, so it cannot use up the id of a real delivery.
 * Answers whether it was processed or a duplicate.
 */
export async function receiveShopifyWebhook(
  deps: ServiceDeps,
  logger: Logger,
  webhook: ShopifyWebhook,
): Promise<'processed' | 'duplicate'> {
  const { effect, placing } = effectOf(deps, logger, webhook, trustedBody(logger, webhook));
  const receipts = deps.repos.shopifyWebhookReceipts;
  return deps.db.transaction(async () => {
    const received = {
      webhookId: webhook.webhookId,
      shopDomain: webhook.shopDomain,
      topic: webhook.topic,
      receivedAt: deps.now(),
    };
    // Insert first: of two instances receiving the same id at once, the second waits on the
    // unique id and then finds it taken. The header's shop comes back with the receipt, and a
    // paid order's new row goes in with it, in the same statement on PostgreSQL.
    const receipt: ReceiptPlacingOrder = placing
      ? await receipts.recordPlacingOrder(received, placing.row)
      : await receipts.recordWithShop(received);
    if (!receipt.first) return 'duplicate';
    await effect(receipt.shop, receipt.placed);
    return 'processed';
  });
}

/** Headers and body alike are the sender's text: logged cut short. */
const clip = (value: unknown) => (typeof value === 'string' ? value.slice(0, 255) : typeof value);

/**
 * A refusal is someone replaying what Shopify signed for another purpose or another shop: a
 * warning for the operator, never an error of ours.
 */
function refuse(
  logger: Logger,
  webhook: ShopifyWebhook,
  reason: string,
  error: AppError,
  named: unknown[] = [],
): never {
  logger.warn('Shopify webhook refused', {
    topic: clip(webhook.topic),
    shop: clip(webhook.shopDomain),
    webhook_id: clip(webhook.webhookId),
    reason,
    named: named.map(clip),
  });
  throw error;
}

/** The body, once it is known to be a webhook about the header's shop (web/domain/shopify). */
function trustedBody(logger: Logger, webhook: ShopifyWebhook): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(webhook.rawBody);
  } catch {
    return refuse(
      logger,
      webhook,
      'not_json',
      new AppError('invalid_json', 'A Shopify webhook body is a JSON object; this one is not JSON.'),
    );
  }
  const verdict = judgeWebhookShop(webhook.topic, body, webhook.shopDomain);
  if (verdict.ok) return verdict.body;
  if (verdict.reason === 'not_an_object')
    return refuse(
      logger,
      webhook,
      verdict.reason,
      new AppError('validation_error', 'A Shopify webhook body is a JSON object; this one is not.'),
    );
  // The signature covers the body only: a body that does not name the header's shop leaves
  // the claim to act for that shop unauthenticated, like a bad HMAC.
  const detail =
    verdict.reason === 'names_another_shop'
      ? 'The signed body names a shop other than X-Shopify-Shop-Domain.'
      : 'The signed body does not name the shop of X-Shopify-Shop-Domain, as this topic’s body always does.';
  return refuse(logger, webhook, verdict.reason, new AppError('unauthorized', detail), verdict.named);
}

/**
 * What a delivery does once its receipt is written: `placed` is the paid order's row when the
 * receipt's statement tried its insert (`recordPlacingOrder`).
 */
type Effect = (found: ShopRow | undefined, placed?: SalesOrderRow | null) => Promise<void>;

/** A delivery's effect, and the new order to insert with its receipt when it records one. */
interface Delivery {
  effect: Effect;
  placing?: OrderPlacing;
}

/**
 * What the delivery does, decided before its receipt is written. A topic whose payload names
 * no shop must carry its own fields, or it is refused (400) like any malformed body.
 */
function effectOf(
  deps: ServiceDeps,
  logger: Logger,
  webhook: ShopifyWebhook,
  body: Record<string, unknown>,
): Delivery {
  const only = (effect: Effect): Delivery => ({ effect });
  const shop = webhook.shopDomain;
  const fieldsOf = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const detail = `The body lacks the fields of a ${webhook.topic} webhook.`;
    return refuse(logger, webhook, 'missing_fields', new AppError('validation_error', detail));
  };
  switch (webhook.topic) {
    case 'APP_UNINSTALLED':
      return only(() => uninstallShop(deps, shop));
    case 'SHOP_REDACT':
      return only(() => eraseShop(deps, shop));
    case 'CUSTOMERS_REDACT':
    case 'CUSTOMERS_DATA_REQUEST':
      // Shiftbook stores no data about a shop's customers (docs/decisions/0012): nothing to
      // export or erase, and the 200 answer is the acknowledgement Shopify needs.
      return only(async () => {});
    case 'APP_SCOPES_UPDATE': {
      const { current, previous } = fieldsOf(ScopesUpdatePayload);
      return only(async (found) => {
        await deps.repos.shopifySessions.updateScopeOfShop(shop, current.join(','));
        // A new grant of read_products reads the shop's collections (decision 67).
        if (grantsProducts(current) && !(previous && grantsProducts(previous)))
          await whenInstalled(found, (row) => requestCatalogRefresh(deps, row.id, { kind: 'shop' }));
        // A grant of read_orders starts the import of past orders (decision 33); read over
        // again when the payload shows it new, since orders went unseen without it.
        if (!grantsOrders(current)) return;
        const again = previous !== undefined && !grantsOrders(previous);
        await whenInstalled(found, async (row) => {
          await deps.db.lockShop(row.id);
          await startOrderImport(deps, row.id, { again });
        });
      });
    }
    case 'APP_SUBSCRIPTIONS_UPDATE': {
      const { name, status } = fieldsOf(SubscriptionUpdatePayload).app_subscription;
      return only(async () => {
        if (name !== 'pro') return;
        if (status === 'ACTIVE') await setShopPlan(deps, shop, 'pro');
        else if (ENDED_SUBSCRIPTION.has(status)) await setShopPlan(deps, shop, 'free');
      });
    }
    case 'ORDERS_PAID':
    case 'ORDERS_UPDATED': {
      const order = fieldsOf(ShopifyOrderPayload);
      // An update of an order that is not paid (pending, voided) is no sale: left alone. One
      // that says nothing of it is taken as paid, as orders/paid is.
      if (
        webhook.topic === 'ORDERS_UPDATED' &&
        order.financialStatus !== null &&
        !PAID_STATUSES.has(order.financialStatus)
      )
        return only(async () => {});
      // SPEC §12: `orders/paid` again for an order already recorded creates nothing new, with
      // whatever attribution it carries (it may also arrive after a later `orders/updated`);
      // only `orders/updated` re-attributes.
      const options = { onlyIfNew: webhook.topic === 'ORDERS_PAID', warn: salesWarn(logger, webhook) };
      const at = order.updatedAt ?? deps.now();
      const placing = placingOf(deps, order);
      return {
        placing,
        effect: (found, placed) =>
          whenInstalled(found, (row) => recordPlacedOrder(deps, row, order, placing, placed, at, options)),
      };
    }
    case 'REFUNDS_CREATE': {
      const refund = fieldsOf(ShopifyRefundPayload);
      return only((found) =>
        whenInstalled(found, (row) => recordRefund(deps, row, refund, salesWarn(logger, webhook))),
      );
    }
    // The product catalog of commission rules (decision 67); Admin API reads follow the commit.
    case 'PRODUCTS_CREATE':
    case 'PRODUCTS_UPDATE': {
      const effect = productChanged(deps, fieldsOf(ProductPayload));
      return only((found) => whenInstalled(found, effect));
    }
    case 'PRODUCTS_DELETE': {
      const effect = productDeleted(deps, fieldsOf(IdPayload).id);
      return only((found) => whenInstalled(found, effect));
    }
    case 'COLLECTIONS_UPDATE': {
      const effect = collectionUpdated(deps, fieldsOf(IdPayload).id);
      return only((found) => whenInstalled(found, effect));
    }
    case 'COLLECTIONS_DELETE': {
      const effect = collectionDeleted(deps, fieldsOf(IdPayload).id);
      return only((found) => whenInstalled(found, effect));
    }
    default:
      return only(async () =>
        logger.warn('Shopify webhook with a topic Shiftbook does not subscribe to', { topic: webhook.topic }),
      );
  }
}

/** An amount bounded while recording an order or refund (SPEC §12), logged with its delivery. */
function salesWarn(logger: Logger, webhook: ShopifyWebhook) {
  return (message: string, fields: Record<string, unknown>) =>
    logger.warn(message, {
      topic: clip(webhook.topic),
      shop: clip(webhook.shopDomain),
      webhook_id: clip(webhook.webhookId),
      ...fields,
    });
}

/** Receipts deleted per statement: each batch is a short write that other writes wait behind. */
export const RECEIPT_PRUNE_BATCH = 1_000;

/**
 * Drops receipts older than the retention window, a batch at a time, each in a transaction of
 * its own with a turn of the event loop between two: a week of a busy host's webhooks, or the
 * backlog of an instance that was down, never becomes one long write. It ends, because receipts
 * arriving meanwhile are newer than the cutoff. Run by the periodic sweep; answers how many went.
 */
export async function pruneShopifyWebhookReceipts(
  deps: Pick<ServiceDeps, 'repos'>,
  now: number,
  batch = RECEIPT_PRUNE_BATCH,
): Promise<number> {
  const cutoff = now - RECEIPT_RETENTION_MS;
  let deleted = 0;
  for (;;) {
    const gone = await deps.repos.shopifyWebhookReceipts.deleteReceivedBefore(cutoff, batch);
    deleted += gone;
    if (gone < batch) return deleted;
    await nextTurn();
  }
}
