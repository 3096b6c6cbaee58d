import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';

/** A Shopify staff member as the Staff page offers it for linking (SPEC §11). */
export interface ShopifyStaffMember {
  /** The numeric id, as `shopify_staff_member_id` takes it. */
  id: string;
  name: string;
  email: string | null;
  active: boolean;
}

export interface ShopifyStaffListing {
  /** Whether the shop granted the optional `read_users` scope; without it the list is empty. */
  granted: boolean;
  members: ShopifyStaffMember[];
}

/**
 * The shop's Shopify staff, read through the Admin GraphQL API with the shop's offline token
 * (web/http/shopify/). Needs `read_users`, which Shopify grants only to Plus and POS Pro shops
 * and which Shiftbook asks for only when a manager chooses to, never at install.
 */
export interface ShopifyStaffDirectory {
  list(shopDomain: string): Promise<ShopifyStaffListing>;
}

export interface ShopifyStaffDeps {
  /** Absent in standalone mode. */
  shopifyStaff?: ShopifyStaffDirectory | undefined;
}

/**
 * `GET /v1/shopify-staff-members`, asked outside any transaction (a network call). A server
 * without Shopify (standalone) has no grant to read with: the list is empty, not an error, so
 * the Staff page just offers the id field.
 */
export async function listShopifyStaffMembers(
  deps: ServiceDeps & ShopifyStaffDeps,
  shopId: string,
): Promise<ShopifyStaffListing> {
  const shop = await loadShop(deps, shopId);
  if (!deps.shopifyStaff) return { granted: false, members: [] };
  return deps.shopifyStaff.list(shop.domain);
}

/** `gid://shopify/StaffMember/123` (or a bare `123`) as the numeric id Shiftbook stores. */
export function numericStaffMemberId(gid: string): string | null {
  const match = /^(?:gid:\/\/shopify\/StaffMember\/)?([1-9][0-9]{0,19})$/.exec(gid);
  return match ? match[1]! : null;
}
