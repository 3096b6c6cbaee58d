import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { staffOwnedColumns } from './staff-owned.js';

/**
 * Sign-in links and invites of the staff app (SPEC §15). Only a SHA-256 of the token is kept:
 * the token itself travels in the email alone. Single use (`used_at`), voided by a newer link.
 */
export const staffSignInLinks = sqliteTable(
  'staff_sign_in_links',
  {
    ...staffOwnedColumns(),
    tokenHash: text('token_hash').notNull(),
    /** `link` (15 minutes) or `invite` (7 days). */
    kind: text('kind').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    voidedAt: integer('voided_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('staff_sign_in_links_token').on(t.tokenHash),
    index('staff_sign_in_links_staff').on(t.staffId),
  ],
);

/** Signed-in staff app sessions: the cookie's SHA-256, 30 days (SPEC §15). */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    ...staffOwnedColumns(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);
