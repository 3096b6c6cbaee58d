import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { staffAvailability } from '../schema/index.js';

export type AvailabilityRow = typeof staffAvailability.$inferSelect;

/** One availability document per staff member (decision 60). */
export function createAvailabilityRepository(db: Database) {
  const { staffAvailability: table } = db.tables;
  return {
    async find(shopId: string, staffId: string): Promise<AvailabilityRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), eq(table.staffId, staffId)))
        .limit(1);
      return rows[0];
    },
    /** The documents of several staff members at once (a week copy warns in one read). */
    async findMany(shopId: string, staffIds: readonly string[]): Promise<AvailabilityRow[]> {
      if (staffIds.length === 0) return [];
      return db
        .orm()
        .select()
        .from(table)
        .where(and(eq(table.shopId, shopId), inArray(table.staffId, [...staffIds])));
    },
    /** Writes the document whole, replacing any before it. */
    async put(row: AvailabilityRow): Promise<AvailabilityRow> {
      const rows = await db
        .orm()
        .insert(table)
        .values(row)
        .onConflictDoUpdate({
          target: table.staffId,
          set: { document: row.document, updatedAt: row.updatedAt },
        })
        .returning();
      return rows[0]!;
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
