import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

export const staff = sqliteTable(
  'staff',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** Basis points: `"5.00"` percent is 500. */
    commissionRateBp: integer('commission_rate_bp'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** The Shopify staff member's numeric id as text (SPEC §11), unique in the shop, or null. */
    shopifyStaffMemberId: text('shopify_staff_member_id'),
    /** `scrypt$…` of the clock PIN (web/security/pin-hash.ts), or null; never returned. */
    pinHash: text('pin_hash'),
    /** Wrong PINs since `pinFailuresSince` (UTC ms); the lock of SPEC §10 lives here, not in Redis. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinFailuresSince: integer('pin_failures_since'),
    pinLockedUntil: integer('pin_locked_until'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('staff_shop_handle').on(t.shopId, t.handle),
    index('staff_shop_id').on(t.shopId, t.id),
    // Unlinked staff (null) do not collide: both databases treat nulls as distinct here.
    uniqueIndex('staff_shop_shopify_staff_member').on(t.shopId, t.shopifyStaffMemberId),
  ],
);
