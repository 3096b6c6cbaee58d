import type { CommissionRule } from '../api/types.js';
import { formatMoney } from './format.js';
import { addDays } from './time.js';

/** A rule's criteria as the form edits them: one comma-separated field per API list. */
export const CRITERIA = [
  { field: 'skus', label: 'SKUs starting with', words: (v: string) => `SKU starts with ${v}` },
  { field: 'product_ids', label: 'Product IDs', words: (v: string) => `Product ${v}` },
  { field: 'variant_ids', label: 'Variant IDs', words: (v: string) => `Variant ${v}` },
  { field: 'collection_ids', label: 'Collection IDs', words: (v: string) => `Collection ${v}` },
  { field: 'product_types', label: 'Product types', words: (v: string) => `Product type ${v}` },
  { field: 'vendors', label: 'Vendors', words: (v: string) => `Vendor ${v}` },
] as const;

export type CriterionField = (typeof CRITERIA)[number]['field'];

/** "BOOT-, SHOE- " → ["BOOT-", "SHOE-"]: commas separate, blanks are dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What a rule matches, in words: "SKU starts with BOOT-; Vendor Acme". */
export function describeCriteria(rule: CommissionRule): string {
  return CRITERIA.flatMap(({ field, words }) => rule[field].map(words)).join('; ');
}

/** Who a rule pays: everyone, or its staff by name (a handle when the name is unknown). */
export function describeWho(rule: CommissionRule, names: ReadonlyMap<string, string>): string {
  if (rule.staff_ids.length === 0) return 'Everyone';
  return rule.staff_ids.map((id, i) => names.get(id) ?? rule.staff[i] ?? id).join(', ');
}

/** "5.00 %" or "$2.00 per unit". */
export function describePay(rule: CommissionRule, currency: string): string {
  return rule.rate !== null ? `${rule.rate} %` : `${formatMoney(rule.amount_per_unit, currency)} per unit`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
function formatDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A rule's local days, inclusive: "From Mar 1, 2027", "Until …", "Mar 1 – 31, 2027", "Always". */
export function describeDates(rule: CommissionRule): string {
  const { starts_on: start, ends_on: end } = rule;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return 'Always';
}

/** Whether a rule holds on the shop's local `today` (dates compare as YYYY-MM-DD text). */
export function holdsOn(rule: CommissionRule, today: string): boolean {
  return (
    (rule.starts_on === null || rule.starts_on <= today) && (rule.ends_on === null || rule.ends_on >= today)
  );
}

/**
 * The `ends_on` that ends a rule now: yesterday, not today. Ends are inclusive and an order takes
 * the rules holding on its local date, so an end of today would still pay the rule on every
 * order recorded for the rest of the day. Null when the rule cannot end before today: it does
 * not hold today, or starts today (an end before its start is refused); delete it instead.
 */
export function endingDate(rule: CommissionRule, today: string): string | null {
  if (!holdsOn(rule, today)) return null;
  const yesterday = addDays(today, -1);
  return rule.starts_on !== null && rule.starts_on > yesterday ? null : yesterday;
}
