import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { staffSessions, staffSignInLinks } from '../schema/index.js';
import type { NewNotificationRow } from './notifications-repository.js';
import { placeholders, prepared } from './prepared.js';
import { writeAlone } from './write-alone.js';

export type SignInLinkRow = typeof staffSignInLinks.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** Sign-in links and sessions of the staff app (SPEC §15); only hashes of their tokens. */
export function createStaffAuthRepository(db: Database) {
  const { staffSignInLinks: links, staffSessions: sessions, notifications } = db.tables;
  const voidLinks = (shopId: string, staffId: string, now: number) =>
    db
      .orm()
      .update(links)
      .set({ voidedAt: now })
      .where(
        and(
          eq(links.shopId, shopId),
          eq(links.staffId, staffId),
          isNull(links.usedAt),
          isNull(links.voidedAt),
        ),
      );
  // SQLite's statements of `replaceLinks`, once per invite or sign-in link: prepared.
  const voidPrepared = prepared(db, 'staff_sign_in_links_void', (orm) =>
    orm
      .update(links)
      .set({ voidedAt: sql`${sql.placeholder('now')}` })
      .where(
        and(
          eq(links.shopId, sql.placeholder('shopId')),
          eq(links.staffId, sql.placeholder('staffId')),
          isNull(links.usedAt),
          isNull(links.voidedAt),
        ),
      ),
  );
  const insertLinkPrepared = prepared(db, 'staff_sign_in_links_insert', (orm) =>
    orm
      .insert(links)
      .values(placeholders('id', 'shopId', 'staffId', 'tokenHash', 'kind', 'expiresAt', 'createdAt')),
  );
  const insertEmailPrepared = prepared(db, 'notifications_insert_one', (orm) =>
    orm
      .insert(notifications)
      .values(
        placeholders(
          'id',
          'shopId',
          'staffId',
          'kind',
          'recipient',
          'subject',
          'payloadSealed',
          'status',
          'nextAttemptAt',
          'createdAt',
          'updatedAt',
        ),
      ),
  );
  return {
    /**
     * A new link for a person, voiding their unused ones (SPEC §15), and its email when there
     * is one, inside the caller's transaction; the relays hear of the email on commit. On
     * PostgreSQL the void, the link and the email are one statement (data-modifying `WITH`s see
     * the same snapshot, so the new link is not voided): one round trip where they were four
     * (decision 73). On SQLite, the statements in turn.
     */
    async replaceLinks(
      link: typeof staffSignInLinks.$inferInsert,
      email: NewNotificationRow | undefined,
    ): Promise<void> {
      if (db.dialect === 'postgres') {
        const voided = voidLinks(link.shopId, link.staffId, link.createdAt);
        const inserted = db.orm().insert(links).values(link);
        const emailed = email ? sql`, email AS ${db.orm().insert(notifications).values(email)}` : sql``;
        // drizzle puts an embedded query in parentheses: `AS ${query}` is `AS (…)`.
        await db.rows(sql`WITH voided AS ${voided}, link AS ${inserted}${emailed} SELECT 1`);
      } else {
        await voidPrepared({ shopId: link.shopId, staffId: link.staffId, now: link.createdAt });
        await insertLinkPrepared(link);
        if (email)
          await insertEmailPrepared({
            ...email,
            staffId: email.staffId ?? null,
            status: email.status ?? 'queued',
            nextAttemptAt: email.nextAttemptAt ?? null,
          });
      }
      if (email) await db.announceOutbox('emails');
    },
    /** Voids the person's unused links (a newer one replaces them); inside the caller's transaction. */
    async voidLinksOf(shopId: string, staffId: string, now: number): Promise<void> {
      await voidLinks(shopId, staffId, now);
    },
    async insertLink(row: typeof staffSignInLinks.$inferInsert): Promise<void> {
      await db.orm().insert(links).values(row);
    },
    /**
     * Spends a link: one conditional update, so two requests with the same token never both
     * succeed. Answers the link, or undefined when it was used, voided, expired or never made.
     */
    async spendLink(tokenHash: string, now: number): Promise<SignInLinkRow | undefined> {
      return writeAlone(db, async () => {
        const rows = await db
          .orm()
          .update(links)
          .set({ usedAt: now })
          .where(
            and(
              eq(links.tokenHash, tokenHash),
              isNull(links.usedAt),
              isNull(links.voidedAt),
              gt(links.expiresAt, now),
            ),
          )
          .returning();
        return rows[0];
      });
    },
    async insertSession(row: typeof staffSessions.$inferInsert): Promise<void> {
      await db.orm().insert(sessions).values(row);
    },
    async findSession(tokenHash: string, now: number): Promise<StaffSessionRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await writeAlone(db, () => db.orm().delete(sessions).where(eq(sessions.tokenHash, tokenHash)));
    },
    /** Ends every session of one person (deactivation, an email change); inside the caller's transaction. */
    async endSessionsOf(shopId: string, staffId: string): Promise<void> {
      await db
        .orm()
        .delete(sessions)
        .where(and(eq(sessions.shopId, shopId), eq(sessions.staffId, staffId)));
    },
    /** Ends every session and voids every link of a shop (uninstall); inside the caller's transaction. */
    async endAllOfShop(shopId: string, now: number): Promise<void> {
      await db.orm().delete(sessions).where(eq(sessions.shopId, shopId));
      await db
        .orm()
        .update(links)
        .set({ voidedAt: now })
        .where(and(eq(links.shopId, shopId), isNull(links.usedAt), isNull(links.voidedAt)));
    },
  };
}
