import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { MAX_SHIFT_MS } from '../../domain/scheduling/shift-times.js';
import type { Database } from '../database.js';
import { nextTurn } from '../next-turn.js';
import type { shifts } from '../schema/index.js';
import type { Page } from './page.js';
import { placeholderSet, prepared } from './prepared.js';
import { assertLockable, withRowLock } from './row-lock.js';

export type ShiftRow = typeof shifts.$inferSelect;
export type NewShiftRow = typeof shifts.$inferInsert;
export type ShiftPatch = Partial<
  Pick<ShiftRow, 'staffId' | 'startsAt' | 'endsAt' | 'breakMinutes' | 'location' | 'role' | 'note'>
>;

/**
 * Rows per multi-row INSERT: 13 columns each stay far below either database's bound on
 * parameters, and on SQLite a batch runs synchronously in 5–15 ms (a week copy, decision 47).
 */
const INSERT_BATCH = 250;

/** A staffed shift's span: the queries that answer these select by staff member. */
export type ShiftSpanRow = Pick<ShiftRow, 'id' | 'startsAt' | 'endsAt'> & { staffId: string };

/** A span of one staff member's time, UTC ms, [from, to). */
export interface StaffSpan {
  staffId: string;
  from: number;
  to: number;
}

export interface ShiftFilters {
  /** One staff member's shifts; null for open shifts only (SPEC §17 `staff=open`). */
  staffId?: string | null | undefined;
  /** Shifts that overlap [from, to), UTC ms. */
  from?: number | undefined;
  to?: number | undefined;
}

export function createShiftsRepository(db: Database) {
  const { shifts } = db.tables;
  // A move reads its shift as it locks it (decision 43). `no key update`, not `update`: a
  // clock-in of the shift's staff member, which references the shift from its entry (a key
  // share lock), must not wait for it while the move waits for that staff member's lock.
  const lockedById = prepared(db, 'shifts_by_id_locked', (orm) =>
    withRowLock(
      db,
      orm
        .select()
        .from(shifts)
        .where(and(eq(shifts.shopId, sql.placeholder('shopId')), eq(shifts.id, sql.placeholder('id')))),
      'no key update',
    ),
  );
  /**
   * A person's published shifts from a placeholder span, by start (SPEC §15: what the staff app
   * and the calendar feed show), prepared: every `/v1/me/shifts` request reads one. By the
   * person's index, bounded on both sides: no overlapping shift starts more than the longest
   * shift (`earliest`) before `from`. The shop is not in the SQL: with it there, SQLite took the
   * shop's index and read every shift of the shop before `to` (`npm run bench -- me-shifts`).
   */
  const publishedOfStaff = (overlap: boolean) =>
    prepared(
      db,
      overlap ? 'shifts_published_of_staff_overlapping' : 'shifts_published_of_staff_starting',
      (orm) =>
        orm
          .select()
          .from(shifts)
          .where(
            and(
              eq(shifts.staffId, sql.placeholder('staffId')),
              eq(shifts.published, true),
              overlap
                ? and(
                    gt(shifts.startsAt, sql.placeholder('earliest')),
                    gt(shifts.endsAt, sql.placeholder('from')),
                  )
                : gte(shifts.startsAt, sql.placeholder('from')),
              lt(shifts.startsAt, sql.placeholder('to')),
            ),
          )
          .orderBy(asc(shifts.startsAt), asc(shifts.id)),
    );
  // The staff app's open shifts check a person's own shifts on every request (SPEC §17).
  const ofStaffOverlapping = prepared(db, 'shifts_of_staff_overlapping', (orm) =>
    orm
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.staffId, sql.placeholder('staffId')),
          // No shift lasts over MAX_SHIFT_MS: the index reads from `earliest` on, not the history.
          gt(shifts.startsAt, sql.placeholder('earliest')),
          lt(shifts.startsAt, sql.placeholder('to')),
          gt(shifts.endsAt, sql.placeholder('from')),
        ),
      )
      .orderBy(asc(shifts.startsAt), asc(shifts.id)),
  );
  const publishedOverlapping = publishedOfStaff(true);
  const publishedStarting = publishedOfStaff(false);
  /** Keyset paging by start, then id: the shifts that come after `after`. */
  const startingAfter = (after: ShiftRow): SQL =>
    or(
      gt(shifts.startsAt, after.startsAt),
      and(eq(shifts.startsAt, after.startsAt), gt(shifts.id, after.id)),
    )!;
  /** The staff member's (`staffId`) shifts sharing some time with the span between two placeholders. */
  const sharingTime = (from: string, to: string) =>
    and(
      eq(shifts.staffId, sql.placeholder('staffId')),
      lt(shifts.startsAt, sql.placeholder(to)),
      gt(shifts.endsAt, sql.placeholder(from)),
    );
  // A move checks its overlap and rewrites the shift: prepared (decision 43).
  const overlapOf = (exclude: boolean) =>
    prepared(db, exclude ? 'shifts_overlap_other' : 'shifts_overlap', (orm) =>
      orm
        .select()
        .from(shifts)
        .where(
          and(sharingTime('start', 'end'), exclude ? ne(shifts.id, sql.placeholder('excludeId')) : undefined),
        )
        .limit(1),
    );
  const overlap = { other: overlapOf(true), any: overlapOf(false) };
  /**
   * The published, not started shifts of the shop that are open, or offered to all by someone
   * other than `staffId` (a pending drop, SPEC §17), and overlap none of that person's shifts.
   * Values or placeholders alike.
   */
  const openEligible = (shopId: unknown, staffId: unknown, now: unknown): SQL =>
    and(
      sql`${shifts.shopId} = ${shopId}`,
      or(
        isNull(shifts.staffId),
        sql`EXISTS (SELECT 1 FROM shift_requests r WHERE r.shift_id = ${shifts.id} AND r.kind = 'drop'
              AND r.status = 'pending' AND r.from_staff_id <> ${staffId})`,
      ),
      eq(shifts.published, true),
      sql`${shifts.startsAt} > ${now}`,
      // No shift lasts over MAX_SHIFT_MS, so only the person's shifts starting that long
      // before this one can overlap it: the index reads a day of them, not their history.
      sql`NOT EXISTS (SELECT 1 FROM shifts mine WHERE mine.staff_id = ${staffId}
            AND mine.starts_at > ${shifts.startsAt} - ${MAX_SHIFT_MS}
            AND mine.starts_at < ${shifts.endsAt} AND mine.ends_at > ${shifts.startsAt})`,
    )!;
  const openEligibleFirstPage = prepared(db, 'shifts_open_eligible', (orm) =>
    orm
      .select()
      .from(shifts)
      .where(openEligible(sql.placeholder('shopId'), sql.placeholder('staffId'), sql.placeholder('now')))
      .orderBy(asc(shifts.startsAt), asc(shifts.id))
      .limit(sql.placeholder('limit')),
  );
  const rewrite = prepared(db, 'shifts_rewrite', (orm) =>
    orm
      .update(shifts)
      .set(
        placeholderSet(
          'staffId',
          'startsAt',
          'endsAt',
          'breakMinutes',
          'location',
          'role',
          'note',
          'updatedAt',
        ),
      )
      .where(eq(shifts.id, sql.placeholder('id')))
      .returning(),
  );
  // Every create, and each move to another week, counts its week's shifts (SPEC §13's cap).
  const countStarting = prepared(db, 'shifts_count_starting_in', (orm) =>
    orm
      .select({ n: count() })
      .from(shifts)
      .where(
        and(
          eq(shifts.shopId, sql.placeholder('shopId')),
          gte(shifts.startsAt, sql.placeholder('from')),
          lt(shifts.startsAt, sql.placeholder('to')),
        ),
      ),
  );
  // One staff member's shifts around an instant: every clock-in and entry write matches one.
  const overlappingOne = prepared(db, 'shifts_overlapping_one', (orm) =>
    orm.select().from(shifts).where(sharingTime('from', 'to')).orderBy(asc(shifts.startsAt), asc(shifts.id)),
  );
  return {
    /**
     * Inside a transaction: the shift, locked until the transaction ends, so two changes of one
     * shift run one after the other (PostgreSQL: `FOR NO KEY UPDATE`; SQLite: its one writer
     * already does).
     */
    async findByIdLocked(shopId: string, id: string): Promise<ShiftRow | undefined> {
      assertLockable(db, 'findByIdLocked');
      return (await lockedById({ shopId, id }))[0];
    },
    /**
     * Gives a shift to `toStaffId` only while it is still `fromStaffId`'s (null: open), so of two
     * approvals at once on any instance one wins (SPEC §17); undefined when it changed hands.
     */
    async reassignIf(
      id: string,
      fromStaffId: string | null,
      toStaffId: string,
      now: number,
    ): Promise<ShiftRow | undefined> {
      const rows = await db
        .orm()
        .update(shifts)
        .set({ staffId: toStaffId, updatedAt: now })
        .where(
          and(
            eq(shifts.id, id),
            fromStaffId === null ? isNull(shifts.staffId) : eq(shifts.staffId, fromStaffId),
          ),
        )
        .returning();
      return rows[0];
    },
    async findById(shopId: string, id: string): Promise<ShiftRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(shifts)
        .where(and(eq(shifts.shopId, shopId), eq(shifts.id, id)))
        .limit(1);
      return rows[0];
    },
    /** The shop's shifts among `ids` (a page's worth: callers pass at most 100), in no order. */
    /**
     * What a shop offers its staff to claim (SPEC §17): its published open shifts starting after
     * `now`, at most `limit` (by start then id), and its shifts offered to all (a pending drop)
     * with who offers each. Whether a person may claim one is the caller's to work out.
     */
    async listClaimable(
      shopId: string,
      now: number,
      limit: number,
    ): Promise<{ open: ShiftRow[]; offered: { shift: ShiftRow; offeredBy: string }[] }> {
      const open = await db
        .orm()
        .select()
        .from(shifts)
        .where(
          and(
            eq(shifts.shopId, shopId),
            isNull(shifts.staffId),
            eq(shifts.published, true),
            gt(shifts.startsAt, now),
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(limit);
      const { shiftRequests: r } = db.tables;
      const offered = await db
        .orm()
        .select({ shift: shifts, offeredBy: r.fromStaffId })
        .from(r)
        .innerJoin(shifts, eq(shifts.id, r.shiftId))
        .where(
          and(
            eq(r.shopId, shopId),
            eq(r.kind, 'drop'),
            eq(r.status, 'pending'),
            eq(shifts.published, true),
            gt(shifts.startsAt, now),
          ),
        )
        .limit(limit);
      return {
        open,
        offered: offered.flatMap((row) =>
          row.offeredBy === null ? [] : [{ shift: row.shift, offeredBy: row.offeredBy }],
        ),
      };
    },
    /** Every shift of one staff member (drafts too) sharing time with [from, to), by start. */
    async listOfStaffOverlapping(staffId: string, from: number, to: number): Promise<ShiftRow[]> {
      return (await ofStaffOverlapping({ staffId, earliest: from - MAX_SHIFT_MS, from, to })) as ShiftRow[];
    },
    async findByIds(shopId: string, ids: readonly string[]): Promise<ShiftRow[]> {
      if (ids.length === 0) return [];
      return db
        .orm()
        .select()
        .from(shifts)
        .where(and(eq(shifts.shopId, shopId), inArray(shifts.id, [...ids])));
    },
    async insert(row: NewShiftRow): Promise<ShiftRow> {
      return (await db.orm().insert(shifts).values(row).returning())[0]!;
    },
    /**
     * Many shifts in a few statements (a week copy): no round trip per row. Between batches the
     * event loop gets a turn: on SQLite each statement runs synchronously, and a full week's
     * 2,000 rows at once would hold every other request (SPEC §5, decision 47).
     */
    async insertMany(rows: readonly NewShiftRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        if (i > 0) await nextTurn();
        await db
          .orm()
          .insert(shifts)
          .values(rows.slice(i, i + INSERT_BATCH) as NewShiftRow[]);
      }
    },
    async update(id: string, patch: ShiftPatch & { updatedAt: number }): Promise<ShiftRow> {
      return (await db.orm().update(shifts).set(patch).where(eq(shifts.id, id)).returning())[0]!;
    },
    /** Every field a move may change, written at once (prepared). */
    async rewrite(id: string, fields: Required<ShiftPatch> & { updatedAt: number }): Promise<ShiftRow> {
      return (await rewrite({ id, ...fields }))[0]!;
    },
    /**
     * A staff member's published shifts (SPEC §15: what they see), by start then id: those
     * overlapping [from, to) when `overlap`, else those starting in it. Bounded by the caller's
     * range (at most 93 days of the staff app, 210 of the feed).
     */
    async listPublishedOfStaff(
      shopId: string,
      staffId: string,
      from: number,
      to: number,
      overlap: boolean,
    ): Promise<ShiftRow[]> {
      const statement = overlap ? publishedOverlapping : publishedStarting;
      const rows = (await statement({ staffId, earliest: from - MAX_SHIFT_MS, from, to })) as ShiftRow[];
      // A person's shifts are all of their shop: the check is a guard.
      return rows.filter((row) => row.shopId === shopId);
    },
    /** One more iCalendar SEQUENCE (SPEC §15): calendars take a moved shift's new times. */
    async bumpSequence(id: string): Promise<void> {
      await db
        .orm()
        .update(shifts)
        .set({ sequence: sql`${shifts.sequence} + 1` })
        .where(eq(shifts.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(shifts).where(eq(shifts.id, id));
    },
    /** Another shift of the same staff member sharing some time with [start, end). */
    async findOverlap(
      staffId: string,
      start: number,
      end: number,
      excludeId?: string,
    ): Promise<ShiftRow | undefined> {
      const rows = excludeId
        ? await overlap.other({ staffId, start, end, excludeId })
        : await overlap.any({ staffId, start, end });
      return rows[0];
    },
    /**
     * The shop's shifts starting in [from, to) (UTC ms), of one staff member or all, by start
     * then id; at most `limit` of them when given.
     */
    async listStartingIn(
      shopId: string,
      from: number,
      to: number,
      staffId?: string,
      limit?: number,
    ): Promise<ShiftRow[]> {
      const conditions: SQL[] = [
        eq(shifts.shopId, shopId),
        gte(shifts.startsAt, from),
        lt(shifts.startsAt, to),
      ];
      if (staffId) conditions.push(eq(shifts.staffId, staffId));
      const query = db
        .orm()
        .select()
        .from(shifts)
        .where(and(...conditions))
        .orderBy(asc(shifts.startsAt), asc(shifts.id));
      return limit === undefined ? query : query.limit(limit);
    },
    /** How many of the shop's shifts start in [from, to) (UTC ms): a work week's, for its cap. */
    async countStartingIn(shopId: string, from: number, to: number): Promise<number> {
      return (await countStarting({ shopId, from, to }))[0]?.n ?? 0;
    },
    /**
     * Inside a transaction that holds the shop shared (a move, decision 43): waits until no
     * other transaction holds this work week of the shop, until this one ends. Moves into one
     * week thus count its shifts one after the other, while moves elsewhere go on; whatever
     * locks the shop for update (a create, a copy) already excludes them all. PostgreSQL: a
     * transaction-level advisory lock on the pair (two-key locks never meet the migration's
     * one-key lock); SQLite: nothing to add, one transaction writes at a time.
     */
    async lockWeek(shopId: string, weekStartDate: string): Promise<void> {
      assertLockable(db, 'lockWeek');
      if (db.dialect !== 'postgres') return;
      await db.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${shopId}), hashtext(${weekStartDate}))`);
    },
    /** Shifts of these staff members sharing some time with [from, to) (UTC ms). */
    async listOverlapping(staffIds: readonly string[], from: number, to: number): Promise<ShiftRow[]> {
      if (staffIds.length === 0) return [];
      if (staffIds.length === 1) return overlappingOne({ staffId: staffIds[0], from, to });
      return db
        .orm()
        .select()
        .from(shifts)
        .where(and(inArray(shifts.staffId, [...staffIds]), lt(shifts.startsAt, to), gt(shifts.endsAt, from)))
        .orderBy(asc(shifts.startsAt), asc(shifts.id));
    },
    /**
     * Shifts sharing some time with any of the spans (each of its own staff member), in one
     * statement for many spans (the conflicting shifts of a page of time off), by start then id.
     */
    async listWithin(spans: readonly StaffSpan[]): Promise<ShiftSpanRow[]> {
      if (spans.length === 0) return [];
      const within = spans.map(
        (span) =>
          and(eq(shifts.staffId, span.staffId), lt(shifts.startsAt, span.to), gt(shifts.endsAt, span.from))!,
      );
      // Every span names a staff member, so no open shift (null staff) is among the rows.
      return (await db
        .orm()
        .select({ id: shifts.id, staffId: shifts.staffId, startsAt: shifts.startsAt, endsAt: shifts.endsAt })
        .from(shifts)
        .where(or(...within))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))) as ShiftSpanRow[];
    },
    /**
     * Each staff member's current or next published shift at `now` (SPEC §13 `next_shift`): the
     * earliest-starting published shift that has not ended. One statement for the whole shop,
     * or for one staff member of it (`staffId`: a board asked for one row).
     */
    async listNextPublished(shopId: string, now: number, staffId?: string): Promise<ShiftSpanRow[]> {
      const upcoming = and(
        eq(shifts.shopId, shopId),
        eq(shifts.published, true),
        gt(shifts.endsAt, now),
        // Open shifts (SPEC §17) are no one's next shift.
        isNotNull(shifts.staffId),
        staffId === undefined ? undefined : eq(shifts.staffId, staffId),
      )!;
      const firsts = db
        .orm()
        .select({ staffId: shifts.staffId, startsAt: min(shifts.startsAt).as('first_start') })
        .from(shifts)
        .where(upcoming)
        .groupBy(shifts.staffId)
        .as('firsts');
      return (await db
        .orm()
        .select({ id: shifts.id, staffId: shifts.staffId, startsAt: shifts.startsAt, endsAt: shifts.endsAt })
        .from(shifts)
        .innerJoin(firsts, and(eq(shifts.staffId, firsts.staffId), eq(shifts.startsAt, firsts.startsAt)))
        .where(upcoming)
        .orderBy(asc(shifts.staffId), asc(shifts.id))) as ShiftSpanRow[];
    },
    /**
     * Publishes the drafts among the shop's shifts starting in [from, to) (UTC ms) and answers
     * the ids it published: only rows still unpublished change, so two publishes of one week
     * publish each shift once.
     */
    async publishStartingIn(shopId: string, from: number, to: number, now: number): Promise<string[]> {
      const rows = await db
        .orm()
        .update(shifts)
        .set({ published: true, updatedAt: now })
        .where(
          and(
            eq(shifts.shopId, shopId),
            gte(shifts.startsAt, from),
            lt(shifts.startsAt, to),
            eq(shifts.published, false),
          ),
        )
        .returning({ id: shifts.id });
      return rows.map((row) => row.id);
    },
    /**
     * The open shifts one staff member may claim (SPEC §17), a page by start then id, in one
     * statement: published, not started at `now`, overlapping none of their shifts (NOT EXISTS
     * on `shifts_staff_start`) and none of the `blocked` spans (their approved time off, as the
     * instants of its local days). Undefined when the cursor is unknown.
     */
    async listOpenEligible(
      shopId: string,
      staffId: string,
      now: number,
      blocked: readonly { from: number; to: number }[],
      page: Page,
    ): Promise<ShiftRow[] | undefined> {
      // Most requests are a first page for someone with no time off ahead: prepared.
      if (blocked.length === 0 && !page.startingAfter)
        return (await openEligibleFirstPage({ shopId, staffId, now, limit: page.limit + 1 })) as ShiftRow[];
      const conditions: SQL[] = [
        openEligible(shopId, staffId, now),
        ...blocked.map((span) => or(gte(shifts.startsAt, span.to), lte(shifts.endsAt, span.from))!),
      ];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(startingAfter(after));
      }
      return db
        .orm()
        .select()
        .from(shifts)
        .where(and(...conditions))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(page.limit + 1);
    },
    /** Ordered by start then id; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page, filters: ShiftFilters): Promise<ShiftRow[] | undefined> {
      const conditions: SQL[] = [eq(shifts.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(startingAfter(after));
      }
      if (filters.staffId === null) conditions.push(isNull(shifts.staffId));
      else if (filters.staffId) conditions.push(eq(shifts.staffId, filters.staffId));
      if (filters.from !== undefined) conditions.push(gt(shifts.endsAt, filters.from));
      if (filters.to !== undefined) conditions.push(lt(shifts.startsAt, filters.to));
      return db
        .orm()
        .select()
        .from(shifts)
        .where(and(...conditions))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(page.limit + 1);
    },
  };
}
export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
