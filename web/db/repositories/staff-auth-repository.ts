import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { staffSessions, staffSignInLinks } from '../schema/index.js';
import { writeAlone } from './write-alone.js';

export type SignInLinkRow = typeof staffSignInLinks.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** Sign-in links and sessions of the staff app (SPEC §15); only hashes of their tokens. */
export function createStaffAuthRepository(db: Database) {
  const { staffSignInLinks: links, staffSessions: sessions } = db.tables;
  return {
    /** Voids the person's unused links (a newer one replaces them); inside the caller's transaction. */
    async voidLinksOf(shopId: string, staffId: string, now: number): Promise<void> {
      await db
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
