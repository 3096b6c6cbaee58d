/**
 * Commission rules (SPEC §18): which rule pays a staff member's share of a sale line. Pure: the
 * caller reads the rules and the catalog, this module only picks.
 */
export interface CommissionRule {
  id: string;
  createdAt: number;
  productIds: readonly string[];
  variantIds: readonly string[];
  collectionIds: readonly string[];
  vendors: readonly string[];
  productTypes: readonly string[];
  /** Prefixes, exact case. */
  skus: readonly string[];
  /** Shiftbook staff ids; empty is everyone. */
  staffIds: readonly string[];
  /** Exactly one of these two is set. */
  rateBp: number | null;
  amountPerUnitCents: number | null;
  /** Local dates of the shop, inclusive; null is open. */
  startsOn: string | null;
  endsOn: string | null;
}

/** What a rule can match on a sale line: from the order payload and, for type and collections, the catalog. */
export interface LineFacts {
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  vendor: string | null;
  /** Null when the catalog does not know the product: then no type criterion matches. */
  productType: string | null;
  collectionIds: readonly string[];
}

/** Whether the rule holds on a local date (`YYYY-MM-DD` compares as text). */
export function ruleHoldsOn(rule: CommissionRule, date: string): boolean {
  return (rule.startsOn === null || rule.startsOn <= date) && (rule.endsOn === null || date <= rule.endsOn);
}

/** Whether the rule lists the staff member, or everyone. */
export function ruleListsStaff(rule: CommissionRule, staffId: string): boolean {
  return rule.staffIds.length === 0 || rule.staffIds.includes(staffId);
}

/** The newer rule: later `created_at`, then the greater id (ids grow with time), so the pick is total. */
function newer(a: CommissionRule, b: CommissionRule): boolean {
  return a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.id > b.id;
}

type Level = Map<string, CommissionRule[]>;

function add(level: Level, key: string, rule: CommissionRule): void {
  const list = level.get(key);
  if (list) {
    if (!list.includes(rule)) list.push(rule);
  } else level.set(key, [rule]);
}

/** The case vendors and product types are compared in ("any case"). */
const folded = (text: string) => text.toLowerCase();

/**
 * A shop's rules, indexed by each criterion in order of specificity (variant > product > sku >
 * collection > product type > vendor), so a line looks up only the rules that name one of its
 * facts: never a scan of the shop's rules. A sku line looks up each of its prefixes: at most
 * its length. Built once and kept per shop while its rules stay as they were
 * (web/services/sales/rule-index-cache.ts), or built for one order.
 */
export class RuleIndex {
  private readonly levels: Level[] = [new Map(), new Map(), new Map(), new Map(), new Map(), new Map()];

  /** Rules of any dates: `winner` is given the order's date, or `rules` all hold on it already. */
  constructor(rules: readonly CommissionRule[]) {
    const [variants, products, skus, collections, types, vendors] = this.levels as [
      Level,
      Level,
      Level,
      Level,
      Level,
      Level,
    ];
    for (const rule of rules) {
      for (const id of rule.variantIds) add(variants, id, rule);
      for (const id of rule.productIds) add(products, id, rule);
      for (const prefix of rule.skus) add(skus, prefix, rule);
      for (const id of rule.collectionIds) add(collections, id, rule);
      for (const type of rule.productTypes) add(types, folded(type), rule);
      for (const vendor of rule.vendors) add(vendors, folded(vendor), rule);
    }
  }

  get empty(): boolean {
    return this.levels.every((level) => level.size === 0);
  }

  /** Whether a rule names a collection or a product type: only then is the catalog worth reading. */
  get needsCatalog(): boolean {
    return this.levels[3]!.size > 0 || this.levels[4]!.size > 0;
  }

  /**
   * The rule that pays `staffId`'s share of a line with these facts, or null: of the rules that
   * match and list them, those whose best matching criterion is the most specific, then the
   * newest. A rule found at a level matched no more specific one (else it was found there), so
   * the first level with a candidate decides. With `date` (the order's local date), only rules
   * that hold on it are candidates.
   */
  winner(facts: LineFacts, staffId: string, date?: string): CommissionRule | null {
    for (const [index, keys] of this.keysOf(facts).entries()) {
      let best: CommissionRule | null = null;
      for (const key of keys)
        for (const rule of this.levels[index]!.get(key) ?? [])
          if (
            ruleListsStaff(rule, staffId) &&
            (date === undefined || ruleHoldsOn(rule, date)) &&
            (best === null || newer(rule, best))
          )
            best = rule;
      if (best) return best;
    }
    return null;
  }

  private keysOf(facts: LineFacts): string[][] {
    const sku = facts.sku ?? '';
    const prefixes: string[] = [];
    for (let length = 1; length <= sku.length; length++) prefixes.push(sku.slice(0, length));
    return [
      facts.variantId === null ? [] : [facts.variantId],
      facts.productId === null ? [] : [facts.productId],
      prefixes,
      [...facts.collectionIds],
      facts.productType === null ? [] : [folded(facts.productType)],
      facts.vendor === null ? [] : [folded(facts.vendor)],
    ];
  }
}
