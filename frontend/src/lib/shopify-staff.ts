import type { ShopifyStaffMember, Staff } from '../api/types.js';

/** What the API takes as `shopify_staff_member_id`: the numeric id as a string (SPEC §11). */
const NUMERIC_ID = /^[1-9][0-9]{0,19}$/;
/**
 * The id at the end of a staff member's address in the Shopify admin
 * (…/settings/account/103205625), or of a GraphQL gid, so a pasted link works as well as the number.
 */
const TRAILING_ID = /\/([1-9][0-9]{0,19})\/?(?:[?#].*)?$/;

/** The link a typed value asks for: an id, none (empty), or `invalid`. */
export function parseShopifyStaffId(typed: string): string | null | 'invalid' {
  const value = typed.trim();
  if (value === '') return null;
  if (NUMERIC_ID.test(value)) return value;
  const match = /^(https?:\/\/|gid:\/\/)/.test(value) ? TRAILING_ID.exec(value) : null;
  return match ? match[1]! : 'invalid';
}

/** How the roster names a link: the Shopify staff member's name when the list has it, else the id. */
export function describeShopifyLink(id: string, members: readonly ShopifyStaffMember[] | undefined): string {
  return members?.find((member) => member.id === id)?.name ?? `ID ${id}`;
}

export interface LinkOption {
  label: string;
  value: string;
  disabled?: boolean;
}

/**
 * The Select's options: "Not linked", then the shop's Shopify staff, active ones first, each by
 * name. One already linked to another staff member says to whom and cannot be picked: the server
 * would answer 409. A current link the list lacks stays offered, so opening the form never drops it.
 */
export function shopifyLinkOptions(
  members: readonly ShopifyStaffMember[],
  roster: readonly Staff[],
  editing: { id?: string; linked: string | null },
): LinkOption[] {
  const holders = new Map(
    roster
      .filter((s) => s.shopify_staff_member_id !== null && s.id !== editing.id)
      .map((s) => [s.shopify_staff_member_id!, s.name]),
  );
  const sorted = [...members].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );
  const options: LinkOption[] = [{ label: 'Not linked', value: '' }];
  for (const member of sorted) {
    const holder = holders.get(member.id);
    const parts = [member.name, member.email, member.active ? null : 'inactive in Shopify'];
    const label = parts.filter(Boolean).join(' · ');
    options.push(
      holder === undefined
        ? { label, value: member.id }
        : { label: `${label} (linked to ${holder})`, value: member.id, disabled: true },
    );
  }
  if (editing.linked !== null && !members.some((m) => m.id === editing.linked))
    options.push({ label: `ID ${editing.linked} (not among your Shopify staff)`, value: editing.linked });
  return options;
}
