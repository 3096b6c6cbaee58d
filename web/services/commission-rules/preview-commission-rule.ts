import { nextTurn } from '../../db/next-turn.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import { invalidField } from '../../domain/errors.js';
import { formatMoney } from '../../domain/money/money.js';
import type { CommissionRule, LineFacts } from '../../domain/sales/index.js';
import { RulePreview } from '../../domain/sales/rule-preview.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { staffByShopifyId } from '../sales/order-commissions.js';
import { catalogOf } from '../sales/product-catalog.js';
import { parseStoredLineFacts, type StoredLineFact } from '../sales/stored-line-facts.js';
import { parseStoredShares } from '../sales/stored-shares.js';
import { loadShop } from '../shops/shop-context.js';
import type { CommissionRulePreviewView } from '../views/commission-rule-preview-view.js';
import {
  assertDatesInOrder,
  assertMatchesSomething,
  type CommissionRuleInput,
  resolveRuleStaff,
} from './commission-rule-input.js';

/** The longest range a preview reads: three months and a bit, so any quarter fits. */
export const MAX_PREVIEW_DAYS = 93;

/** Orders read per page; the event loop gets a turn between pages. */
export const PREVIEW_PAGE_ORDERS = 100;

/** The most orders one preview reads; beyond it the answer says `truncated`. */
export const MAX_PREVIEW_ORDERS = 5_000;

export interface PreviewRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * What a rule, saved or not, would have paid on the orders recorded with a local
 * `processed_at` date in the range (default: last local month), this rule alone (decision 71):
 * checked as a create is, then read page by page from what is stored (shares, line facts,
 * the catalog as it stands), never from Shopify, writing nothing.
 */
export async function previewCommissionRule(
  deps: ServiceDeps,
  shopId: string,
  input: CommissionRuleInput,
  range: PreviewRange,
  limits = { pageOrders: PREVIEW_PAGE_ORDERS, maxOrders: MAX_PREVIEW_ORDERS },
): Promise<CommissionRulePreviewView> {
  const shop = await loadShop(deps, shopId);
  assertMatchesSomething(input);
  const staffIds = await resolveRuleStaff(deps, shop.id, input.staff);
  assertDatesInOrder(input);
  const { from, to } = previewDates(range, localDateOf(deps.now(), shop.timezone));
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(shop.id));
  const preview = new RulePreview(ruleOfInput(input, staffIds), (id) => linked.get(id)?.id);
  const instants = localDateRange(from, to, shop.timezone);
  let after: { processedAt: number; id: string } | null = null;
  let read = 0;
  let truncated = false;
  for (;;) {
    const want = Math.min(limits.pageOrders, limits.maxOrders - read);
    // One more than wanted tells a full cap from a range that ends exactly there.
    const page = await deps.repos.sales.orderPageProcessedIn(shop.id, instants, after, want + 1);
    truncated = read + page.length > limits.maxOrders;
    const orders = page.slice(0, want);
    await addPage(deps, shop.id, shop.timezone, preview, orders);
    read += orders.length;
    const last = orders.at(-1);
    if (page.length <= want || read >= limits.maxOrders || !last) break;
    after = { processedAt: last.processedAt, id: last.id };
    // Each page is parsed and matched synchronously: another request gets the loop between two.
    await nextTurn();
  }
  return viewOf(from, to, preview, truncated, linked);
}

/** `from`/`to` both given, or neither (last local month before `today`); at most 93 days. */
function previewDates(range: PreviewRange, today: string): { from: string; to: string } {
  if ((range.from === undefined) !== (range.to === undefined))
    throw invalidField(range.from === undefined ? 'from' : 'to', 'send both from and to, or neither');
  if (range.from !== undefined && range.to !== undefined) {
    if (range.to < range.from) throw invalidField('to', 'must not be before from');
    if (daysBetween(range.from, range.to) + 1 > MAX_PREVIEW_DAYS)
      throw invalidField('to', `a preview covers at most ${MAX_PREVIEW_DAYS} days`);
    return { from: range.from, to: range.to };
  }
  const to = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

function ruleOfInput(input: CommissionRuleInput, staffIds: string[]): CommissionRule {
  return {
    // Never stored: the id and time only order rules against each other, and there is one.
    id: 'cmr_preview',
    createdAt: 0,
    productIds: input.productIds,
    variantIds: input.variantIds,
    collectionIds: input.collectionIds,
    vendors: input.vendors,
    productTypes: input.productTypes,
    skus: input.skus,
    staffIds,
    rateBp: input.rateBp,
    amountPerUnitCents: input.amountPerUnitCents,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}

type OrderPageRow = { processedAt: number; shares: string; lineFacts: string | null };

/** One page: its products' catalog entries in one read, then each order added. */
async function addPage(
  deps: ServiceDeps,
  shopId: string,
  zone: string,
  preview: RulePreview,
  orders: readonly OrderPageRow[],
): Promise<void> {
  const stored = orders.map((order) => parseStoredLineFacts(order.lineFacts) ?? []);
  const productIds = [...new Set(stored.flat().flatMap((line) => (line.productId ? [line.productId] : [])))];
  const catalog = productIds.length === 0 ? new Map() : await catalogOf(deps, shopId, productIds);
  orders.forEach((order, index) => {
    preview.add({
      date: localDateOf(order.processedAt, zone),
      shares: parseStoredShares(order.shares),
      facts: new Map(stored[index]!.map((line) => [line.lineId, factsOf(line, catalog)])),
    });
  });
}

function factsOf(
  line: StoredLineFact,
  catalog: ReadonlyMap<string, { productType: string | null; collectionIds: string[] }>,
): LineFacts {
  const product = line.productId ? catalog.get(line.productId) : undefined;
  return {
    productId: line.productId,
    variantId: line.variantId,
    sku: line.sku,
    vendor: line.vendor,
    productType: product?.productType ?? null,
    collectionIds: product?.collectionIds ?? [],
  };
}

function viewOf(
  from: string,
  to: string,
  preview: RulePreview,
  truncated: boolean,
  linked: ReadonlyMap<string, LinkedStaff>,
): CommissionRulePreviewView {
  const handles = new Map([...linked.values()].map((member) => [member.id, member.handle]));
  const staff = preview
    .staff()
    .map((total) => ({
      staff: handles.get(total.staffId)!,
      staff_id: total.staffId,
      lines: total.lines,
      sale_amount: formatMoney(total.saleCents),
      amount: formatMoney(total.amountCents),
    }))
    .sort((a, b) => (a.staff < b.staff ? -1 : a.staff > b.staff ? 1 : 0));
  return {
    from,
    to,
    orders: preview.orders,
    lines: preview.lines,
    sale_amount: formatMoney(preview.saleCents),
    amount: formatMoney(preview.amountCents),
    truncated,
    staff,
  };
}
