import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

/**
 * A staff member's availability (SPEC §17): one document per person, replaced whole by each
 * `PUT`, so it is stored whole (decision 60). No row means no ranges at all.
 */
export const staffAvailability = sqliteTable('staff_availability', {
  staffId: text('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  shopId: shopIdColumn(),
  /**
   * `{"weekly":[…],"exceptions":[…]}` as the API shows it, validated and sorted before it is
   * written, parsed again with zod when read back.
   */
  document: text('document').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
