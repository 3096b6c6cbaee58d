import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { addDays } from '../../domain/time/calendar-date.js';
import { localMidnight } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { recordPaidOrder } from '../sales/record-order.js';

/** A demo sale: who sold it (their Shopify staff id), and its lines as [unit price, quantity]. */
interface DemoSale {
  seller: string;
  lines: [number, number][];
}

/** Hours after local midnight at which the demo's orders of a day were paid. */
const ORDER_HOURS = [10.5, 12.25, 14, 16.75];

/**
 * A few paid Shopify orders on each day from `from` up to now, each attributed to a staff member
 * working that day, so the demo's Sales page has a chart and labour percentages, and Payroll
 * commissions. They are recorded by `recordPaidOrder`, the code an `orders/paid` webhook runs,
 * so their commissions are the ones a real order would earn. The amounts come from the day and
 * the order's place in it: the demo reads the same on every run.
 *
 * `sellersOn(date)` names the Shopify staff ids working that day (the shifts' pattern).
 */
export async function seedDemoOrders(
  deps: ServiceDeps,
  shop: ShopRow,
  from: string,
  days: number,
  sellersOn: (dayIndex: number) => string[],
): Promise<number> {
  let recorded = 0;
  for (let day = 0; day < days; day++) {
    const date = addDays(from, day);
    const sellers = sellersOn(day % 7);
    if (sellers.length === 0) continue;
    for (const [index, hour] of ORDER_HOURS.entries()) {
      const processedAt = localMidnight(date, shop.timezone) + Math.round(hour * 3_600_000);
      if (processedAt > deps.now()) continue;
      const sale = demoSale(day, index, sellers);
      const number = 1000 + day * ORDER_HOURS.length + index;
      await recordPaidOrder(
        deps,
        shop,
        {
          orderId: String(5_000_000_000 + number),
          name: `#${number}`,
          processedAt,
          updatedAt: processedAt,
          locationId: null,
          sale: {
            taxesIncluded: false,
            userId: null,
            lines: sale.lines.map(([unitPriceCents, quantity], line) => ({
              id: String(7_000_000_000 + number * 10 + line),
              unitPriceCents,
              quantity,
              discountCents: 0,
              taxCents: 0,
              excluded: false,
              attributedStaffs: [{ staffMemberId: sale.seller, quantity }],
            })),
          },
        },
        processedAt,
        { onlyIfNew: true },
      );
      recorded++;
    }
  }
  return recorded;
}

/** One order's seller and lines, spread over $20–$180 by the day and the order's place. */
function demoSale(day: number, index: number, sellers: string[]): DemoSale {
  const seed = day * 7 + index * 3;
  const seller = sellers[seed % sellers.length]!;
  const lines: [number, number][] = [[1_999 + ((seed * 1_371) % 6_000), 1 + (seed % 3)]];
  if (seed % 2 === 0) lines.push([899 + ((seed * 577) % 2_500), 1]);
  return { seller, lines };
}
