import { assertSafeInteger } from '../money/money.js';
import type { LineShare } from './attribution.js';
import { type CommissionRule, type LineFacts, RuleIndex, ruleHoldsOn } from './commission-rules.js';
import { ruleCommissions } from './line-commissions.js';

/** One recorded order as a preview reads it: its local date, its shares and its lines' facts. */
export interface PreviewOrder {
  /** The order's local `processed_at` date. */
  date: string;
  shares: readonly LineShare[];
  /** By line id; a line without facts matches nothing. */
  facts: ReadonlyMap<string, LineFacts>;
}

/** What one staff member's shares would have earned under the rule. */
export interface PreviewStaffTotal {
  staffId: string;
  lines: number;
  saleCents: number;
  amountCents: number;
}

/**
 * What one rule would have paid on recorded orders (decision 71): on each order whose local
 * date the rule holds on, each share of a line the rule matches, of a linked staff member the
 * rule lists (or everyone), paid at the rule's rate or per-unit amount and rounded on its own
 * exactly as an order is paid (`ruleCommissions`, SPEC §18). Other rules, and the staff
 * members' own rates, play no part: the preview is this rule alone. Orders are added one at a
 * time so the caller can read them in pages.
 */
export class RulePreview {
  private readonly index: RuleIndex;
  private readonly byStaff = new Map<string, PreviewStaffTotal>();
  orders = 0;
  lines = 0;
  saleCents = 0;
  amountCents = 0;

  /** `staffIdOf`: the Shiftbook staff id linked to a Shopify staff id, if any. */
  constructor(
    private readonly rule: CommissionRule,
    private readonly staffIdOf: (shopifyStaffId: string) => string | undefined,
  ) {
    this.index = new RuleIndex([rule]);
  }

  add(order: PreviewOrder): void {
    if (!ruleHoldsOn(this.rule, order.date)) return;
    const commissions = ruleCommissions(
      order.shares,
      (shopifyId) => {
        const staffId = this.staffIdOf(shopifyId);
        // No fallback rate: a share the rule does not pay earns nothing here.
        return staffId === undefined ? null : { staffId, rateBp: null };
      },
      (lineId, staffId) => {
        const facts = order.facts.get(lineId);
        return facts ? this.index.winner(facts, staffId) : null;
      },
    );
    if (commissions.length === 0) return;
    this.orders += 1;
    for (const commission of commissions) {
      // ruleCommissions always gives lines; null is only for commissions from before §18.
      const lines = commission.lines?.length ?? 0;
      const total = this.byStaff.get(commission.staffMemberId) ?? {
        staffId: commission.staffMemberId,
        lines: 0,
        saleCents: 0,
        amountCents: 0,
      };
      total.lines += lines;
      total.saleCents += commission.saleCents;
      total.amountCents += commission.amountCents;
      this.byStaff.set(commission.staffMemberId, total);
      this.lines += lines;
      this.saleCents += commission.saleCents;
      this.amountCents += commission.amountCents;
    }
    assertSafeInteger(this.saleCents);
    assertSafeInteger(this.amountCents);
  }

  staff(): PreviewStaffTotal[] {
    return [...this.byStaff.values()];
  }
}
