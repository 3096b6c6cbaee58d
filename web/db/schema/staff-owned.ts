import { text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

/**
 * The first columns of a staff member's row (a shift, a time entry, a timesheet, time off, a
 * commission): its id, its shop and its staff member; deleting either deletes the row.
 */
export function staffOwnedColumns() {
  return {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  };
}
