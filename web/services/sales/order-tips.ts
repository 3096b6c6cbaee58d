import { z } from 'zod';
import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import type { TipRow } from '../../db/repositories/tips-repository.js';
import { newId } from '../../domain/ids.js';
import {
  type OrderSaleInput,
  type TipKind,
  type TipShare,
  tipRefundShares,
  tipShares,
  tipTotals,
} from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { staffByShopifyId } from './order-commissions.js';
import type { OrderRefund } from './sales-inputs.js';
import { parseStoredRefundLines } from './stored-shares.js';

/**
 * Tips of Shopify orders (SPEC §18, decision 68), kept as a ledger (`sales_tips`) beside the
 * order's commissions and called from the same places: an order recorded, a refund applied, an
 * attribution changed. Each runs inside the transaction that records the order or the refund,
 * so a webhook delivered again, or out of order, changes the tips exactly as it changes the
 * commissions: once, or not at all.
 */

const StoredTips = z.array(
  z.object({
    lineId: z.string(),
    staffMemberId: z.string().nullable(),
    kind: z.enum(['paycheck', 'cash']),
    cents: z.number().int(),
  }),
);

/** The tip shares an order is recorded with (`sales_orders.tips`). */
export function storedTips(order: OrderSaleInput): string {
  return JSON.stringify(tipShares(order));
}

function parseStoredTips(json: string): TipShare[] {
  return StoredTips.parse(JSON.parse(json));
}

type Linked = ReadonlyMap<string, LinkedStaff>;

/** Shiftbook's staff id of a Shopify staff member, or null for nobody or someone not linked. */
const recipientOf = (linked: Linked, shopifyId: string | null) =>
  shopifyId === null ? null : (linked.get(shopifyId)?.id ?? null);

/** Rows of the sums per recipient and kind, dated `occurredAt`; zero sums are left out. */
function ledgerRows(
  deps: ServiceDeps,
  order: SalesOrderRow,
  totals: ReadonlyMap<string, number>,
  occurredAt: number,
  refundId: string | null,
): TipRow[] {
  const now = deps.now();
  return [...totals].flatMap(([key, amountCents]) => {
    if (amountCents === 0) return [];
    const [recipient, kind] = key.split('|') as [string, TipKind];
    return [
      {
        id: newId('tip', now),
        shopId: order.shopId,
        orderId: order.id,
        staffId: recipient === '' ? null : recipient,
        kind,
        amountCents,
        occurredAt,
        refundId,
        finalizedRunId: null,
        createdAt: now,
      },
    ];
  });
}

/** A newly recorded order's tips, on the local day of its `processed_at`. */
export async function recordOrderTips(
  deps: ServiceDeps,
  order: SalesOrderRow,
  linked: Linked,
): Promise<void> {
  if (order.tips === null) return;
  const shares = parseStoredTips(order.tips);
  if (shares.length === 0) return;
  const totals = tipTotals(
    shares.map((share) => ({
      recipient: recipientOf(linked, share.staffMemberId),
      kind: share.kind,
      cents: share.cents,
    })),
  );
  await deps.repos.tips.insert(ledgerRows(deps, order, totals, order.processedAt, null));
}

/** What the order's refunds take back of its tips, given its earlier refunds and this one. */
async function refundedShares(
  deps: ServiceDeps,
  order: SalesOrderRow,
  tips: TipShare[],
  extra?: OrderRefund,
) {
  const recorded = (await deps.repos.sales.refundsOf(order.shopId, order.id)).flatMap((row) =>
    row.lines === null ? [] : [{ refundId: row.shopifyRefundId, lines: parseStoredRefundLines(row.lines) }],
  );
  const refunds = extra ? [...recorded, { refundId: extra.refundId, lines: extra.lines }] : recorded;
  return tipRefundShares(tips, refunds);
}

/**
 * A refund's tip lines come back in the tips' own shares, on the refund's day. Called before
 * the refund's own row is written, so the refunds recorded are the ones before it.
 */
export async function refundOrderTips(
  deps: ServiceDeps,
  order: SalesOrderRow,
  refund: OrderRefund,
): Promise<void> {
  if (order.tips === null) return;
  const tips = parseStoredTips(order.tips);
  if (tips.length === 0) return;
  const taken = (await refundedShares(deps, order, tips, refund)).filter(
    (entry) => entry.refundId === refund.refundId,
  );
  if (taken.length === 0) return;
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(order.shopId));
  const totals = tipTotals(
    taken.map(({ share }) => ({
      recipient: recipientOf(linked, share.staffMemberId),
      kind: share.kind,
      cents: -share.cents,
    })),
  );
  await deps.repos.tips.insert(ledgerRows(deps, order, totals, refund.createdAt, refund.refundId));
}

/**
 * An update of a recorded order (record-order.ts): its tips shared out under the order as now
 * given, less its refunds' tips in those shares, against what the ledger holds for it; each
 * recipient's and kind's difference is written, dated at the update (`at`), as commissions move
 * (SPEC §12). An update that changes nothing writes nothing. Orders recorded before tips were
 * kept are left alone.
 */
export async function moveOrderTips(
  deps: ServiceDeps,
  order: SalesOrderRow,
  sale: OrderSaleInput,
  at: number,
): Promise<void> {
  if (order.tips === null) return;
  const tips = tipShares(sale);
  // The usual update of an order without tips asks the database nothing more.
  if (tips.length === 0 && order.tips === '[]') return;
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(order.shopId));
  const refunded = await refundedShares(deps, order, tips);
  const due = tipTotals([
    ...tips.map((share) => ({
      recipient: recipientOf(linked, share.staffMemberId),
      kind: share.kind,
      cents: share.cents,
    })),
    ...refunded.map(({ share }) => ({
      recipient: recipientOf(linked, share.staffMemberId),
      kind: share.kind,
      cents: -share.cents,
    })),
  ]);
  const standing = tipTotals(
    (await deps.repos.tips.ofOrder(order.id)).map((row) => ({
      recipient: row.staffId,
      kind: row.kind as TipKind,
      cents: row.amountCents,
    })),
  );
  const difference = new Map(due);
  for (const [key, cents] of standing) difference.set(key, (difference.get(key) ?? 0) - cents);
  await deps.repos.tips.insert(ledgerRows(deps, order, difference, at, null));
  const json = JSON.stringify(tips);
  if (json !== order.tips)
    await deps.repos.sales.updateOrder(order.id, { tips: json, updatedAt: deps.now() });
}
