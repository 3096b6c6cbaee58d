import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shifts } from './shifts.js';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

/**
 * A request to change a shift's hands (SPEC §17): a `claim` of an open shift, a `swap` offered
 * to one colleague or a `drop` offered to every eligible one. Deleting the shift, or either
 * staff member, deletes it.
 */
export const shiftRequests = sqliteTable(
  'shift_requests',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    shiftId: text('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    /** `claim`, `swap` or `drop`. */
    kind: text('kind').notNull(),
    /** `pending`, `accepted`, `approved`, `declined`, `denied`, `cancelled` or `expired`. */
    status: text('status').notNull(),
    /** Who offers the shift; null for a claim. */
    fromStaffId: text('from_staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** Who takes it: the colleague of a swap, the claimant, the taker of a drop (null until then). */
    toStaffId: text('to_staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    note: text('note'),
    reason: text('reason'),
    /** The shift's start when the request was made (ms): requests expire then (a periodic scan). */
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    decidedAt: integer('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('shift_requests_shop_created').on(t.shopId, t.createdAt, t.id),
    index('shift_requests_shift_status').on(t.shiftId, t.status),
    index('shift_requests_due').on(t.status, t.expiresAt),
  ],
);
