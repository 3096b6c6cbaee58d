import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    at: integer('at').notNull(),
  },
  (t) => [index('audit_log_subject').on(t.shopId, t.subjectId)],
);
