import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { formatInstant } from './instant.js';

export interface StaffView {
  id: string;
  object: 'staff';
  handle: string;
  name: string;
  email: string | null;
  hourly_rate: string | null;
  commission_rate: string | null;
  active: boolean;
  /** The linked Shopify staff member's numeric id (SPEC §11), or null. */
  shopify_staff_member_id: string | null;
  /** Whether a clock PIN is set; the PIN itself is never returned (SPEC §10). */
  has_pin: boolean;
  created_at: string;
  updated_at: string;
}

export function staffView(row: StaffRow): StaffView {
  return {
    id: row.id,
    object: 'staff',
    handle: row.handle,
    name: row.name,
    email: row.email,
    hourly_rate: row.hourlyRateCents === null ? null : formatMoney(row.hourlyRateCents),
    commission_rate: row.commissionRateBp === null ? null : formatPercent(row.commissionRateBp),
    active: row.active,
    shopify_staff_member_id: row.shopifyStaffMemberId,
    has_pin: row.pinHash !== null,
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
