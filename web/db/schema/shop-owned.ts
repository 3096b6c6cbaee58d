import { text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';

/** The shop a row belongs to: deleting the shop (erasure) deletes the row with it. */
export function shopIdColumn() {
  return text('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
}
