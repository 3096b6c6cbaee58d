import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyDatabase } from '../../web/db/open-database.js';
import { createRepositories, type Repositories } from '../../web/db/repositories/index.js';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { StaffRow } from '../../web/db/repositories/staff-repository.js';
import { newId } from '../../web/domain/ids.js';
import {
  pruneShopifyWebhookReceipts,
  RECEIPT_RETENTION_MS,
} from '../../web/services/shops/receive-shopify-webhook.js';
import { BATTERY_DIALECTS, type OpenTestDatabase, openTestDatabase } from '../helpers/test-database.js';

/**
 * STYLE 11: one battery for every implementation of the repositories. Each case runs on
 * SQLite and, when TEST_DATABASE_URL names a server, on PostgreSQL, through the same code
 * the app runs: what differs between the two (raw SQL, booleans, counts and sums, RETURNING,
 * conflicts, recursive statements) must answer the same on both.
 */
describe.each(BATTERY_DIALECTS)('repositories on %s', (dialect) => {
  let opened: OpenTestDatabase;
  let db: AnyDatabase;
  let repos: Repositories;
  let sequence = 0;
  /** Instants advance by 1 s per call, so ids and orderings are distinct and predictable. */
  let clock = Date.UTC(2026, 10, 16, 9);
  const tick = () => (clock += 1000);

  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    db = opened.db;
    repos = createRepositories(db);
  });
  afterAll(() => opened?.close());

  /** Writes run in a transaction, as the services run them (on SQLite, nothing else may write). */
  const write = <T>(work: () => Promise<T>): Promise<T> => db.transaction(work);

  async function shop(overrides: Partial<ShopRow> = {}): Promise<ShopRow> {
    const at = tick();
    const id = newId('shp', at);
    return write(() =>
      repos.shops.insert({
        id,
        domain: `battery-${++sequence}.myshopify.com`,
        installedAt: at,
        createdAt: at,
        updatedAt: at,
        ...overrides,
      }),
    );
  }

  async function staff(shopId: string, handle: string, overrides: Partial<StaffRow> = {}): Promise<StaffRow> {
    const at = tick();
    return write(() =>
      repos.staff.insert({
        id: newId('stf', at),
        shopId,
        handle,
        name: handle.toUpperCase(),
        hourlyRateCents: 2000,
        createdAt: at,
        updatedAt: at,
        ...overrides,
      }),
    );
  }

  async function timesheet(shopId: string, staffId: string, weekStart = '2026-11-16') {
    const at = tick();
    return write(() =>
      repos.timesheets.insert({
        id: newId('tms', at),
        shopId,
        staffId,
        weekStart,
        workedMs: 8 * 3_600_000,
        hours: 800,
        regularHours: 800,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }

  async function token(shopId: string, parentId: string | null = null) {
    const at = tick();
    const id = newId('tok', at);
    return write(() =>
      repos.apiTokens.insert({
        id,
        shopId,
        name: 'battery',
        tokenHash: `hash-${id}`,
        scopes: 'read_staff',
        parentId,
        createdBy: parentId ?? 'test',
        createdAt: at,
      }),
    );
  }

  describe('shops', () => {
    it('inserts, finds by id and domain, and updates, with the defaults filled in', async () => {
      const row = await shop({ timezone: 'Europe/Paris' });
      expect(row).toMatchObject({ status: 'active', plan: 'free', weekStart: 'monday', uninstalledAt: null });
      expect(await repos.shops.findById(row.id)).toEqual(row);
      expect(await repos.shops.findByDomain(row.domain)).toEqual(row);
      expect(await repos.shops.findByDomain('nobody.myshopify.com')).toBeUndefined();
      const at = tick();
      const updated = await write(() => repos.shops.update(row.id, { plan: 'pro', updatedAt: at }));
      expect(updated).toEqual({ ...row, plan: 'pro', updatedAt: at });
    });

    it('refuses a second shop with the same domain', async () => {
      const row = await shop();
      const at = tick();
      await expect(
        write(() =>
          repos.shops.insert({
            id: newId('shp', at),
            domain: row.domain,
            installedAt: at,
            createdAt: at,
            updatedAt: at,
          }),
        ),
      ).rejects.toThrow();
      expect(await repos.shops.findByDomain(row.domain)).toEqual(row);
    });

    it('lists the shops uninstalled at or before a cutoff, oldest first, up to the limit', async () => {
      const [a, b, c] = [await shop(), await shop(), await shop()];
      const base = tick() + 10_000_000_000;
      await write(async () => {
        await repos.shops.markUninstalled(b.id, base + 1);
        await repos.shops.markUninstalled(a.id, base + 2);
        await repos.shops.markUninstalled(c.id, base + 3);
      });
      expect(await repos.shops.findById(a.id)).toMatchObject({
        status: 'uninstalled',
        uninstalledAt: base + 2,
        accessTokenEncrypted: null,
      });
      const due = await repos.shops.listUninstalledBefore(base + 2, 10);
      expect(due.filter((row) => [a.id, b.id, c.id].includes(row.id)).map((row) => row.id)).toEqual([
        b.id,
        a.id,
      ]);
      expect(await repos.shops.listUninstalledBefore(base + 3, 1)).toHaveLength(1);
    });

    it("deletes a shop with every row that hangs off it (ON DELETE CASCADE), and no other shop's", async () => {
      const gone = await shop();
      const kept = await shop();
      for (const owner of [gone, kept]) {
        const member = await staff(owner.id, 'ana');
        await timesheet(owner.id, member.id);
        await token(owner.id);
      }
      await write(() => repos.shops.delete(gone.id));
      expect(await repos.shops.findById(gone.id)).toBeUndefined();
      expect(await repos.staff.countActive(gone.id)).toBe(0);
      expect(await repos.timesheets.countByShop(gone.id)).toBe(0);
      expect(await repos.apiTokens.list(gone.id, { limit: 10 })).toEqual([]);
      expect(await repos.staff.countActive(kept.id)).toBe(1);
      expect(await repos.timesheets.countByShop(kept.id)).toBe(1);
    });
  });

  describe('staff', () => {
    it('finds a member by id or handle; the handle is unique within a shop only', async () => {
      const owner = await shop();
      const other = await shop();
      const ana = await staff(owner.id, 'ana');
      expect(await repos.staff.findByRef(owner.id, ana.id)).toEqual(ana);
      expect(await repos.staff.findByRef(owner.id, 'ana')).toEqual(ana);
      expect(await repos.staff.findByRef(other.id, ana.id)).toBeUndefined();
      await expect(staff(owner.id, 'ana')).rejects.toThrow();
      expect(await staff(other.id, 'ana')).toMatchObject({ shopId: other.id, handle: 'ana' });
    });

    it('counts and filters on `active` as a boolean on both databases', async () => {
      const owner = await shop();
      await staff(owner.id, 'ana');
      const bo = await staff(owner.id, 'bo', { active: false });
      expect(bo.active).toBe(false);
      expect(await repos.staff.countActive(owner.id)).toBe(1);
      const inactive = await repos.staff.list(owner.id, { limit: 10 }, { active: false });
      expect(inactive?.map((row) => [row.handle, row.active])).toEqual([['bo', false]]);
      const updated = await write(() =>
        repos.staff.update(owner.id, bo.id, { active: true, updatedAt: tick() }),
      );
      expect(updated.active).toBe(true);
      expect(await repos.staff.countActive(owner.id)).toBe(2);
    });

    it('pages by handle after a cursor, one row more than asked, and refuses an unknown cursor', async () => {
      const owner = await shop();
      const made = [];
      for (const handle of ['dee', 'ana', 'cy', 'bo', 'eve']) made.push(await staff(owner.id, handle));
      const first = await repos.staff.list(owner.id, { limit: 2 });
      expect(first?.map((row) => row.handle)).toEqual(['ana', 'bo', 'cy']);
      const next = await repos.staff.list(owner.id, { limit: 2, startingAfter: first![1]!.id });
      expect(next?.map((row) => row.handle)).toEqual(['cy', 'dee', 'eve']);
      expect(await repos.staff.list(owner.id, { limit: 2, startingAfter: 'stf_unknown' })).toBeUndefined();
    });
  });

  describe('API tokens', () => {
    it('reads a grant by hash with its shop status, and touches last_used_at', async () => {
      const owner = await shop();
      const row = await token(owner.id);
      expect(await repos.apiTokens.findGrantByHash(row.tokenHash)).toEqual({
        id: row.id,
        shopId: owner.id,
        scopes: 'read_staff',
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
        shopStatus: 'active',
        shopPlan: 'free',
      });
      const at = tick();
      await write(() => repos.apiTokens.touch(row.id, at));
      expect((await repos.apiTokens.findGrantByHash(row.tokenHash))?.lastUsedAt).toBe(at);
      expect(await repos.apiTokens.findGrantByHash('no-such-hash')).toBeUndefined();
    });

    it('revokes a token and every token below it at any depth, counting only those revoked now', async () => {
      const owner = await shop();
      const top = await token(owner.id);
      const middle = await token(owner.id, top.id);
      const sibling = await token(owner.id, top.id);
      const below = await token(owner.id, middle.id);
      const deepest = await token(owner.id, below.id);
      const at = tick();
      expect(await write(() => repos.apiTokens.revoke(owner.id, middle.id, at))).toBe(3);
      // Again: nothing new is revoked, and the first revocation time stands.
      expect(await write(() => repos.apiTokens.revoke(owner.id, middle.id, tick()))).toBe(0);
      const revokedAt = new Map(
        (await repos.apiTokens.list(owner.id, { limit: 10 })).map((row) => [row.id, row.revokedAt]),
      );
      expect([top, middle, sibling, below, deepest].map((row) => revokedAt.get(row.id))).toEqual([
        null,
        at,
        null,
        at,
        at,
      ]);
    });

    it("never revokes another shop's token, nor finds it", async () => {
      const owner = await shop();
      const other = await shop();
      const theirs = await token(other.id);
      expect(await write(() => repos.apiTokens.revoke(owner.id, theirs.id, tick()))).toBe(0);
      expect(await repos.apiTokens.findById(owner.id, theirs.id)).toBeUndefined();
      expect((await repos.apiTokens.findById(other.id, theirs.id))?.revokedAt).toBeNull();
      expect(await repos.apiTokens.shopIdOf(other.domain)).toBe(other.id);
    });
  });

  describe('idempotency keys', () => {
    const scopeOf = (shopId: string, key: string) => ({
      shopId,
      principal: 'tok_battery',
      method: 'POST',
      path: '/v1/staff',
      key,
    });

    it('one claim wins; the answer is kept and found; an expired or abandoned key is claimed again', async () => {
      const owner = await shop();
      const scope = scopeOf(owner.id, 'k1');
      const now = tick();
      const claim = { requestHash: 'h1', now, expiresAt: now + 60_000, staleBefore: now - 30_000 };
      expect(await write(() => repos.idempotencyKeys.tryLock(scope, claim))).toBe(true);
      expect(await write(() => repos.idempotencyKeys.tryLock(scope, claim))).toBe(false);
      expect(await repos.idempotencyKeys.find(scope)).toMatchObject({
        requestHash: 'h1',
        responseStatus: null,
      });

      const response = { status: 201, headers: { location: '/v1/staff/x' }, body: '{"id":"x"}' };
      await write(() => repos.idempotencyKeys.complete(scope, response));
      expect(await repos.idempotencyKeys.find(scope)).toMatchObject({
        shopId: owner.id,
        responseStatus: 201,
        responseHeaders: JSON.stringify(response.headers),
        responseBody: '{"id":"x"}',
        createdAt: now,
        expiresAt: now + 60_000,
      });
      // A completed key is not in flight: releasing it changes nothing.
      await write(() => repos.idempotencyKeys.release(scope));
      expect(await repos.idempotencyKeys.find(scope)).toMatchObject({ responseStatus: 201 });

      const later = now + 60_000;
      const again = { requestHash: 'h2', now: later, expiresAt: later + 60_000, staleBefore: later - 30_000 };
      expect(await write(() => repos.idempotencyKeys.tryLock(scope, again))).toBe(true);
      expect(await repos.idempotencyKeys.find(scope)).toMatchObject({
        requestHash: 'h2',
        responseStatus: null,
      });

      const abandoned = { ...again, now: later + 40_000, staleBefore: later + 10_000 };
      expect(await write(() => repos.idempotencyKeys.tryLock(scope, abandoned))).toBe(true);
    });

    it('releases a key in flight, and purges expired keys, answering how many', async () => {
      const owner = await shop();
      const now = tick();
      const claim = { requestHash: 'h', now, expiresAt: now + 1000, staleBefore: now - 30_000 };
      await write(() => repos.idempotencyKeys.tryLock(scopeOf(owner.id, 'gone'), claim));
      await write(() => repos.idempotencyKeys.release(scopeOf(owner.id, 'gone')));
      expect(await repos.idempotencyKeys.find(scopeOf(owner.id, 'gone'))).toBeUndefined();

      await write(() => repos.idempotencyKeys.tryLock(scopeOf(owner.id, 'p1'), claim));
      await write(() => repos.idempotencyKeys.tryLock(scopeOf(owner.id, 'p2'), claim));
      expect(await write(() => repos.idempotencyKeys.purgeExpired(now + 1000))).toBeGreaterThanOrEqual(2);
      expect(await repos.idempotencyKeys.find(scopeOf(owner.id, 'p1'))).toBeUndefined();
    });
  });

  describe('timesheets', () => {
    it('answers the week summary rows in handle order with every number a number', async () => {
      const owner = await shop();
      const bo = await staff(owner.id, 'bo', { hourlyRateCents: null });
      const ana = await staff(owner.id, 'ana');
      const anaSheet = await timesheet(owner.id, ana.id);
      const boSheet = await timesheet(owner.id, bo.id);
      await timesheet(owner.id, ana.id, '2026-11-23');
      expect(await repos.timesheets.weekSummaryRows(owner.id, '2026-11-16')).toEqual([
        [anaSheet.id, 'pending', 800, 0, 0, null, 'ana', ana.id, 2000],
        [boSheet.id, 'pending', 800, 0, 0, null, 'bo', bo.id, null],
      ]);
    });

    it('changes a timesheet only while it still has the status asked for', async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const sheet = await timesheet(owner.id, member.id);
      const approve = () =>
        write(() =>
          repos.timesheets.updateIfStatus(sheet.id, 'pending', {
            status: 'approved',
            approvedRateCents: 2000,
          }),
        );
      expect(await approve()).toMatchObject({ id: sheet.id, status: 'approved', approvedRateCents: 2000 });
      expect(await approve()).toBeUndefined();
      expect(await repos.timesheets.listPendingByShop(owner.id)).toEqual([]);
    });

    it('keeps one timesheet per staff member and week', async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const sheet = await timesheet(owner.id, member.id);
      await expect(timesheet(owner.id, member.id)).rejects.toThrow();
      expect(await repos.timesheets.findByStaffWeek(member.id, '2026-11-16')).toEqual(sheet);
      // The insert a clock-in makes does nothing for a week that has its timesheet.
      const again = { id: newId('tms', tick()), shopId: owner.id, staffId: member.id, createdAt: clock };
      await expect(
        write(() => repos.timesheets.insertIfAbsent({ ...again, weekStart: '2026-11-16', updatedAt: clock })),
      ).resolves.toBeUndefined();
      const next = await write(() =>
        repos.timesheets.insertIfAbsent({ ...again, weekStart: '2026-11-23', updatedAt: clock }),
      );
      expect(next?.weekStart).toBe('2026-11-23');
    });

    it("creates a clock-in's timesheet with its open entry, or counts one more on the week's", async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const clockIn = (id: string) =>
        write(() =>
          repos.timesheets.upsertWithOpenEntry({
            id,
            shopId: owner.id,
            staffId: member.id,
            weekStart: '2026-11-30',
            now: tick(),
          }),
        );
      const first = await clockIn('tms_first');
      expect(first).toMatchObject({
        id: 'tms_first',
        weekStart: '2026-11-30',
        status: 'pending',
        openEntries: 1,
      });
      expect(first.hours).toBe(0);
      const second = await clockIn('tms_second');
      expect(second).toMatchObject({ id: 'tms_first', openEntries: 2 });
      expect(second.updatedAt).toBeGreaterThan(first.updatedAt);
      expect(await repos.timesheets.findByStaffWeek(member.id, '2026-11-30')).toEqual(second);
    });
  });

  describe('time entries and shifts', () => {
    it('an open entry overlaps everything after its start; a closed one only its own span', async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const sheet = await timesheet(owner.id, member.id);
      const at = tick();
      const start = Date.UTC(2026, 10, 16, 9);
      const entry = (startedAt: number, endedAt: number | null) =>
        write(() =>
          repos.timeEntries.insert({
            id: newId('ent', tick()),
            shopId: owner.id,
            staffId: member.id,
            timesheetId: sheet.id,
            startedAt,
            endedAt,
            createdAt: at,
            updatedAt: at,
          }),
        );
      const closed = await entry(start, start + 3_600_000);
      expect(await repos.timeEntries.findOverlap(member.id, start + 3_600_000, null)).toBeUndefined();
      expect((await repos.timeEntries.findOverlap(member.id, start + 1_800_000, null))?.id).toBe(closed.id);
      expect(await repos.timeEntries.findOverlap(member.id, start, start + 1000, closed.id)).toBeUndefined();
      const open = await entry(start + 7_200_000, null);
      expect((await repos.timeEntries.findOverlap(member.id, start + 10 * 3_600_000, null))?.id).toBe(
        open.id,
      );
      expect(await repos.timeEntries.countByTimesheet(sheet.id)).toBe(2);
      expect((await repos.timeEntries.listByTimesheet(sheet.id)).map((row) => row.id)).toEqual([
        closed.id,
        open.id,
      ]);
    });

    it('a shift overlaps another of the same staff member sharing some time, not one that only touches it', async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const start = Date.UTC(2026, 10, 17, 9);
      const at = tick();
      const shift = await write(() =>
        repos.shifts.insert({
          id: newId('shf', at),
          shopId: owner.id,
          staffId: member.id,
          startsAt: start,
          endsAt: start + 8 * 3_600_000,
          createdAt: at,
          updatedAt: at,
        }),
      );
      expect((await repos.shifts.findOverlap(member.id, start - 1000, start + 1000))?.id).toBe(shift.id);
      expect(
        await repos.shifts.findOverlap(member.id, start + 8 * 3_600_000, start + 9 * 3_600_000),
      ).toBeUndefined();
      expect(await repos.shifts.findOverlap(member.id, start, start + 1000, shift.id)).toBeUndefined();
    });
  });

  describe('the time clock', () => {
    it("holds one open entry per staff member in the database, and finds it, the shop's open ones and a week's", async () => {
      const owner = await shop();
      const ana = await staff(owner.id, 'ana');
      const ben = await staff(owner.id, 'ben');
      const sheetA = await timesheet(owner.id, ana.id);
      const sheetB = await timesheet(owner.id, ben.id);
      const start = Date.UTC(2026, 10, 18, 9);
      const entry = (member: StaffRow, sheetId: string, startedAt: number, endedAt: number | null) =>
        write(() =>
          repos.timeEntries.insert({
            id: newId('ent', tick()),
            shopId: owner.id,
            staffId: member.id,
            timesheetId: sheetId,
            startedAt,
            endedAt,
            source: 'clock',
            createdAt: clock,
            updatedAt: clock,
          }),
        );
      const closed = await entry(ana, sheetA.id, start - 3_600_000, start - 1_800_000);
      const open = await entry(ana, sheetA.id, start, null);
      await expect(entry(ana, sheetA.id, start + 3_600_000, null)).rejects.toThrow();
      // A clock-in's insert does nothing while the staff member has an open entry.
      const second = {
        id: newId('ent', tick()),
        shopId: owner.id,
        staffId: ana.id,
        timesheetId: sheetA.id,
        startedAt: start + 3_600_000,
        endedAt: null,
        source: 'clock',
        createdAt: clock,
        updatedAt: clock,
      };
      await expect(write(() => repos.timeEntries.insertUnlessOpen(second))).resolves.toBeUndefined();
      const bens = await entry(ben, sheetB.id, start + 60_000, null);
      expect((await repos.timeEntries.findOpenByStaff(ana.id))?.id).toBe(open.id);
      expect((await repos.timeEntries.listOpen(owner.id)).map((row) => row.id).sort()).toEqual(
        [open.id, bens.id].sort(),
      );
      expect(
        (await repos.timeEntries.listStartingIn(owner.id, start - 3_600_000, start + 60_000)).map(
          (row) => row.id,
        ),
      ).toEqual([closed.id, open.id]);
      expect(open).toMatchObject({ source: 'clock', shiftId: null, breakStartedAt: null });
      // Closed, the staff member may open another.
      await write(() => repos.timeEntries.update(open.id, { endedAt: start + 60_000, updatedAt: tick() }));
      expect((await entry(ana, sheetA.id, start + 3_600_000, null)).endedAt).toBeNull();
    });

    it("answers each staff member's current or next published shift in one statement", async () => {
      const owner = await shop();
      const ana = await staff(owner.id, 'ana');
      const ben = await staff(owner.id, 'ben');
      const now = Date.UTC(2026, 10, 18, 12);
      const shift = (member: StaffRow, startsAt: number, published: boolean) =>
        write(() =>
          repos.shifts.insert({
            id: newId('shf', tick()),
            shopId: owner.id,
            staffId: member.id,
            startsAt,
            endsAt: startsAt + 4 * 3_600_000,
            published,
            createdAt: clock,
            updatedAt: clock,
          }),
        );
      await shift(ana, now - 8 * 3_600_000, true);
      const current = await shift(ana, now - 3_600_000, true);
      await shift(ana, now + 24 * 3_600_000, true);
      await shift(ben, now + 3_600_000, false);
      const bens = await shift(ben, now + 48 * 3_600_000, true);
      const next = await repos.shifts.listNextPublished(owner.id, now);
      expect(next.map((row) => [row.staffId, row.id])).toEqual(
        [
          [ana.id, current.id],
          [ben.id, bens.id],
        ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
      );
      expect(next.find((row) => row.id === current.id)).toMatchObject({
        startsAt: now - 3_600_000,
        endsAt: now + 3 * 3_600_000,
      });
    });

    it('keeps the wrong-PIN counter apart from the staff member, and lists the active staff by handle', async () => {
      const owner = await shop();
      const ben = await staff(owner.id, 'ben', { pinHash: 'scrypt$14$8$1$c2FsdA==$aGFzaA==' });
      await staff(owner.id, 'ana');
      await staff(owner.id, 'cy', { active: false });
      await write(() =>
        repos.staff.setPinCounter(owner.id, ben.id, {
          pinFailures: 3,
          pinFailuresSince: 5,
          pinLockedUntil: 99,
        }),
      );
      const read = (await repos.staff.findById(owner.id, ben.id))!;
      expect(read).toMatchObject({
        pinFailures: 3,
        pinFailuresSince: 5,
        pinLockedUntil: 99,
        updatedAt: ben.updatedAt,
      });
      expect(read.pinHash).toBe(ben.pinHash);
      expect((await repos.staff.listActive(owner.id)).map((row) => row.handle)).toEqual(['ana', 'ben']);
    });
  });

  describe('goal bonuses', () => {
    it('keeps one goal_bonus per staff member and month, whoever inserts first (SPEC §18)', async () => {
      const owner = await shop();
      const member = await staff(owner.id, 'ana');
      const bonus = (month: string) => ({
        id: newId('com', tick()),
        shopId: owner.id,
        staffId: member.id,
        saleAmountCents: 0,
        rateBp: null,
        lines: '[]',
        amountCents: 2500,
        occurredAt: clock,
        source: 'goal_bonus',
        reference: '#1',
        orderId: '1',
        refundId: null,
        reversalOf: null,
        finalizedRunId: null,
        goalMonth: month,
        createdAt: clock,
      });
      const inserted = await Promise.all([
        write(() => repos.goals.insertBonusIfAbsent(bonus('2026-11'))),
        write(() => repos.goals.insertBonusIfAbsent(bonus('2026-11'))),
      ]);
      expect(inserted.sort()).toEqual([false, true]);
      expect(await write(() => repos.goals.insertBonusIfAbsent(bonus('2026-12')))).toBe(true);
      expect(await repos.goals.hasBonus(owner.id, member.id, '2026-11')).toBe(true);
      expect(await repos.goals.hasBonus(owner.id, member.id, '2027-01')).toBe(false);
    });
  });

  describe('sales', () => {
    it('keeps one order per Shopify id and one refund per refund id, and reads them by day', async () => {
      const owner = await shop();
      const other = await shop();
      const at = Date.UTC(2026, 10, 16, 15);
      const order = (shopId: string, shopifyOrderId: string, processedAt: number) =>
        write(() =>
          repos.sales.insertOrderIfAbsent({
            id: newId('ord', tick()),
            shopId,
            shopifyOrderId,
            name: `#${shopifyOrderId}`,
            processedAt,
            locationId: null,
            netCents: 1234,
            shares: '[]',
            shopifyUpdatedAt: null,
            tips: null,
            lineFacts: null,
            createdAt: clock,
            updatedAt: clock,
          }),
        );
      const first = await order(owner.id, '5550001', at);
      expect(first?.shopifyOrderId).toBe('5550001');
      expect(await order(owner.id, '5550001', at + 1000)).toBeUndefined();
      // The same Shopify id in another shop is another order.
      expect(await order(other.id, '5550001', at)).toBeDefined();
      await order(owner.id, '5550002', at + 86_400_000);
      expect(await repos.sales.ordersProcessedIn(owner.id, at, at + 86_400_000)).toEqual([
        { processedAt: at, netCents: 1234 },
      ]);
      const refund = () =>
        write(() =>
          repos.sales.insertRefund({
            id: newId('rfd', tick()),
            shopId: owner.id,
            orderId: first!.id,
            shopifyRefundId: '9990001',
            createdAt: at + 3_600_000,
            subtotalCents: 500,
          }),
        );
      await refund();
      await expect(refund()).rejects.toThrow();
      expect((await repos.sales.findRefund(owner.id, '9990001'))?.subtotalCents).toBe(500);
      expect(await repos.sales.refundsCreatedIn(owner.id, at, at + 7_200_000)).toEqual([
        { createdAt: at + 3_600_000, subtotalCents: 500 },
      ]);
    });

    it('keeps a refund before its order once, and gives it up once, with the order it waited for', async () => {
      const owner = await shop();
      const other = await shop();
      const at = Date.UTC(2026, 10, 16, 15);
      const keep = (shopId: string, shopifyRefundId: string, shopifyOrderId: string, createdAt: number) =>
        write(() =>
          repos.sales.keepPendingRefund({
            id: newId('rfd', tick()),
            shopId,
            shopifyRefundId,
            shopifyOrderId,
            createdAt,
            lines: `[{"lineId":"1","quantity":1,"subtotalCents":${createdAt - at}}]`,
            receivedAt: clock,
          }),
        );
      await keep(owner.id, '7002', '5001', at + 2000);
      await keep(owner.id, '7001', '5001', at + 1000);
      // Delivered again before its order: kept once, as it was first.
      await keep(owner.id, '7001', '5001', at + 9000);
      await keep(owner.id, '7003', '5002', at);
      await keep(other.id, '7001', '5001', at);
      const taken = await write(() => repos.sales.takePendingRefunds(owner.id, '5001'));
      expect(taken.map((row) => [row.shopifyRefundId, row.createdAt])).toEqual([
        ['7001', at + 1000],
        ['7002', at + 2000],
      ]);
      expect(await write(() => repos.sales.takePendingRefunds(owner.id, '5001'))).toEqual([]);
      expect((await write(() => repos.sales.takePendingRefunds(other.id, '5001'))).length).toBe(1);
      expect((await write(() => repos.sales.takePendingRefunds(owner.id, '5002'))).length).toBe(1);
    });
  });

  describe('scheduling', () => {
    const HOUR = 3_600_000;
    const monday = Date.UTC(2026, 10, 16);

    it('writes a week of copies in batches, lists a week by start and publishes each draft once', async () => {
      const owner = await shop();
      const members = [await staff(owner.id, 'ana'), await staff(owner.id, 'ben')];
      const at = tick();
      // 1,201 shifts: more than two INSERT batches, every hour from Monday on.
      const rows = Array.from({ length: 1201 }, (_, i) => ({
        id: newId('shf', at + i),
        shopId: owner.id,
        staffId: members[i % 2]!.id,
        startsAt: monday + i * HOUR,
        endsAt: monday + i * HOUR + HOUR,
        createdAt: at,
        updatedAt: at,
      }));
      await write(() => repos.shifts.insertMany(rows));
      const week = await repos.shifts.listStartingIn(owner.id, monday, monday + 168 * HOUR);
      expect(week.map((row) => row.id)).toEqual(rows.slice(0, 168).map((row) => row.id));
      expect(week.every((row) => row.published === false)).toBe(true);
      const ana = await repos.shifts.listStartingIn(owner.id, monday, monday + 4 * HOUR, members[0]!.id);
      expect(ana.map((row) => row.id)).toEqual([rows[0]!.id, rows[2]!.id]);

      const now = tick();
      const published = await write(() =>
        repos.shifts.publishStartingIn(owner.id, monday, monday + 24 * HOUR, now),
      );
      expect(published.sort()).toEqual(
        rows
          .slice(0, 24)
          .map((row) => row.id)
          .sort(),
      );
      expect(
        await write(() => repos.shifts.publishStartingIn(owner.id, monday, monday + 48 * HOUR, now)),
      ).toHaveLength(24);
      const day = await repos.shifts.listStartingIn(owner.id, monday, monday + 49 * HOUR);
      expect(day.map((row) => row.published)).toEqual([...Array(48).fill(true), false]);
      expect(day[0]!.updatedAt).toBe(now);
    });

    it('finds the shifts of some staff around a span, and of many staff spans in one statement', async () => {
      const owner = await shop();
      const [ana, ben, cy] = [
        await staff(owner.id, 'ana'),
        await staff(owner.id, 'ben'),
        await staff(owner.id, 'cy'),
      ];
      const at = tick();
      const make = (member: StaffRow, from: number, hours: number) => ({
        id: newId('shf', tick()),
        shopId: owner.id,
        staffId: member.id,
        startsAt: from,
        endsAt: from + hours * HOUR,
        createdAt: at,
        updatedAt: at,
      });
      const shifts = [
        make(ana, monday, 8),
        make(ben, monday + 4 * HOUR, 8),
        make(cy, monday, 8),
        make(ana, monday + 24 * HOUR, 8),
      ];
      await write(() => repos.shifts.insertMany(shifts));
      const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
      expect(
        ids(await repos.shifts.listOverlapping([ana.id, ben.id], monday + 7 * HOUR, monday + 9 * HOUR)),
      ).toEqual([shifts[0]!.id, shifts[1]!.id]);
      expect(await repos.shifts.listOverlapping([], 0, Number.MAX_SAFE_INTEGER)).toEqual([]);
      const within = await repos.shifts.listWithin([
        { staffId: ana.id, from: monday + 20 * HOUR, to: monday + 30 * HOUR },
        { staffId: cy.id, from: monday, to: monday + HOUR },
      ]);
      expect(within).toEqual([
        { id: shifts[2]!.id, staffId: cy.id, startsAt: monday, endsAt: monday + 8 * HOUR },
        { id: shifts[3]!.id, staffId: ana.id, startsAt: monday + 24 * HOUR, endsAt: monday + 32 * HOUR },
      ]);
    });

    it('time off: approved days compare as dates, a decision lands once, and lists filter and page', async () => {
      const owner = await shop();
      const [ana, ben] = [await staff(owner.id, 'ana'), await staff(owner.id, 'ben')];
      const off = (member: StaffRow, startsOn: string, endsOn: string, status = 'requested') => {
        const at = tick();
        return write(() =>
          repos.timeOff.insert({
            id: newId('tof', at),
            shopId: owner.id,
            staffId: member.id,
            startsOn,
            endsOn,
            kind: 'vacation',
            status,
            createdAt: at,
            updatedAt: at,
          }),
        );
      };
      const a = await off(ana, '2026-11-18', '2026-11-20', 'approved');
      const b = await off(ben, '2026-11-19', '2026-11-19', 'approved');
      const c = await off(ana, '2026-12-30', '2027-01-02');
      const ids = (rows: { id: string }[] | undefined) => rows!.map((row) => row.id);
      expect(ids(await repos.timeOff.approvedOnDays([ana.id, ben.id], '2026-11-20', '2026-11-30'))).toEqual([
        a.id,
      ]);
      expect(ids(await repos.timeOff.approvedOnDays([ana.id, ben.id], '2026-11-01', '2026-11-19'))).toEqual([
        a.id,
        b.id,
      ]);
      expect(ids(await repos.timeOff.approvedOnDays([ana.id], '2026-12-31', '2026-12-31'))).toEqual([]);

      const now = tick();
      const decided = await write(() =>
        repos.timeOff.updateIfStatus(c.id, 'requested', {
          status: 'denied',
          decidedAt: now,
          decidedBy: 'cli',
          updatedAt: now,
        }),
      );
      expect(decided).toMatchObject({ status: 'denied', decidedAt: now, decidedBy: 'cli' });
      expect(
        await write(() =>
          repos.timeOff.updateIfStatus(c.id, 'requested', { status: 'approved', updatedAt: now }),
        ),
      ).toBeUndefined();

      const page = { limit: 50 };
      expect(ids(await repos.timeOff.list(owner.id, page, {}))).toEqual([a.id, b.id, c.id]);
      expect(ids(await repos.timeOff.list(owner.id, page, { from: '2026-11-20', to: '2027-01-01' }))).toEqual(
        [a.id, c.id],
      );
      expect(ids(await repos.timeOff.list(owner.id, page, { staffId: ana.id, status: 'approved' }))).toEqual([
        a.id,
      ]);
      expect(ids(await repos.timeOff.list(owner.id, { limit: 1, startingAfter: a.id }, {}))).toEqual([
        b.id,
        c.id,
      ]);
      expect(
        await repos.timeOff.list(owner.id, { limit: 1, startingAfter: 'tof_unknown' }, {}),
      ).toBeUndefined();
    });
  });

  describe('the outbox', () => {
    async function endpoint(shopId: string, events: string[], enabled = true) {
      const at = tick();
      return write(() =>
        repos.webhookEndpoints.insert({
          id: newId('whe', at),
          shopId,
          url: 'https://hooks.example.com/x',
          events: JSON.stringify(events),
          enabled,
          secretEncrypted: 'sealed',
          createdAt: at,
          updatedAt: at,
        }),
      );
    }

    it("finds the shop's enabled endpoints subscribed to an event type, and only those", async () => {
      const owner = await shop();
      const other = await shop();
      const both = await endpoint(owner.id, ['timesheet.approved', 'shift.moved']);
      const moved = await endpoint(owner.id, ['shift.moved']);
      await endpoint(owner.id, ['timesheet.approved'], false);
      await endpoint(other.id, ['timesheet.approved']);
      expect(await repos.webhookEndpoints.subscribedTo(owner.id, 'timesheet.approved')).toEqual([both.id]);
      expect((await repos.webhookEndpoints.subscribedTo(owner.id, 'shift.moved')).sort()).toEqual(
        [both.id, moved.id].sort(),
      );
      expect(await repos.webhookEndpoints.subscribedTo(owner.id, 'shift')).toEqual([]);
      expect(await repos.webhookEndpoints.countByShop(owner.id)).toBe(3);
      await write(() => repos.webhookEndpoints.disableAllOfShop(owner.id, 'uninstalled', tick()));
      expect(await repos.webhookEndpoints.subscribedTo(owner.id, 'shift.moved')).toEqual([]);
      expect(await repos.webhookEndpoints.findById(owner.id, both.id)).toMatchObject({
        enabled: false,
        disabledReason: 'uninstalled',
      });
    });

    /** An event and `count` pending deliveries of it to `hook`, due at `at`, `at + 1`, … */
    async function pendingDeliveries(shopId: string, hookId: string, count: number) {
      const at = tick();
      const event = await write(() =>
        repos.events.insert({
          id: newId('evt', at),
          shopId,
          type: 'timesheet.approved',
          payload: '{}',
          createdAt: at,
        }),
      );
      const ids: string[] = [];
      await write(async () => {
        for (let i = 0; i < count; i++) {
          const id = newId('whd', tick());
          ids.push(id);
          await repos.webhookDeliveries.insert({
            id,
            shopId,
            endpointId: hookId,
            eventId: event.id,
            eventType: 'timesheet.approved',
            nextAttemptAt: at + i,
            createdAt: at,
            updatedAt: at,
          });
        }
      });
      return { at, event, ids };
    }

    it('holds deliveries until they are queued, answers the backlog and records attempts', async () => {
      const owner = await shop();
      const hook = await endpoint(owner.id, ['timesheet.approved']);
      const { at, event, ids } = await pendingDeliveries(owner.id, hook.id, 3);
      expect(await repos.events.listForShop(owner.id, 'timesheet.approved')).toEqual([event]);
      const backlog = await repos.webhookDeliveries.backlog();
      expect(backlog).toBeGreaterThanOrEqual(3);

      const unqueued = (await repos.webhookDeliveries.unqueued(1000)).filter(([id]) => ids.includes(id));
      expect(unqueued).toEqual(ids.map((id, i) => [id, at + i, 0]));
      await repos.webhookDeliveries.markEnqueued(ids.slice(0, 2), at + 10);
      expect((await repos.webhookDeliveries.unqueued(1000)).map(([id]) => id)).toContain(ids[2]);
      expect((await repos.webhookDeliveries.unqueued(1000)).map(([id]) => id)).not.toContain(ids[0]);
      expect((await repos.webhookDeliveries.overdue(at + 1, 1000)).map(([id]) => id)).toContain(ids[0]);
      expect((await repos.webhookDeliveries.overdue(at + 1, 1000)).map(([id]) => id)).not.toContain(ids[1]);

      expect(await repos.webhookDeliveries.work(ids[0]!)).toMatchObject({
        id: ids[0],
        shopId: owner.id,
        status: 'pending',
        attemptCount: 0,
        eventId: event.id,
        payload: '{}',
        endpointId: hook.id,
        url: hook.url,
        enabled: true,
        secretEncrypted: 'sealed',
      });
      await write(async () => {
        await repos.webhookDeliveries.insertAttempt({
          id: newId('whd', tick()),
          deliveryId: ids[0]!,
          shopId: owner.id,
          at: at + 20,
          statusCode: 204,
          durationMs: 12,
        });
        await repos.webhookDeliveries.settle(ids[0]!, {
          status: 'succeeded',
          attemptCount: 1,
          nextAttemptAt: null,
          updatedAt: at + 20,
        });
      });
      expect(await repos.webhookDeliveries.statusOf(ids[0]!)).toBe('succeeded');
      expect(await repos.webhookDeliveries.backlog()).toBe(backlog - 1);
      expect(await repos.webhookDeliveries.attemptsOf(ids[0]!)).toMatchObject([
        { statusCode: 204, durationMs: 12, error: null },
      ]);
    });

    it('records a batch of attempts: every attempt kept, each delivery as its last attempt left it', async () => {
      const owner = await shop();
      const hook = await endpoint(owner.id, ['timesheet.approved']);
      const { at, ids } = await pendingDeliveries(owner.id, hook.id, 3);
      const [delivered, retried, twice] = ids as [string, string, string];
      const attempt = (deliveryId: string, offset: number, statusCode: number | null, error?: string) => ({
        id: newId('whd', tick()),
        deliveryId,
        shopId: owner.id,
        at: at + offset,
        statusCode,
        durationMs: 10 + offset,
        ...(error ? { error } : {}),
      });
      const state = (status: string, attemptCount: number, nextAttemptAt: number | null, offset: number) => ({
        status,
        attemptCount,
        nextAttemptAt,
        updatedAt: at + offset,
      });
      await repos.webhookDeliveries.recordAttempts([
        { attempt: attempt(delivered, 1, 204), delivery: state('succeeded', 1, null, 1) },
        { attempt: attempt(retried, 2, null, 'timeout'), delivery: state('pending', 1, at + 60_000, 2) },
        { attempt: attempt(twice, 3, 500), delivery: state('pending', 1, at + 60_000, 3) },
        { attempt: attempt(twice, 4, 200), delivery: state('succeeded', 2, null, 4) },
      ]);
      expect(await repos.webhookDeliveries.attemptsOf(delivered)).toMatchObject([
        { statusCode: 204, durationMs: 11, error: null, at: at + 1 },
      ]);
      expect(await repos.webhookDeliveries.attemptsOf(retried)).toMatchObject([
        { statusCode: null, durationMs: 12, error: 'timeout' },
      ]);
      expect((await repos.webhookDeliveries.attemptsOf(twice)).map((row) => row.statusCode)).toEqual([
        500, 200,
      ]);
      const row = (id: string) => repos.webhookDeliveries.findById(owner.id, id);
      expect(await row(delivered)).toMatchObject({
        status: 'succeeded',
        attemptCount: 1,
        nextAttemptAt: null,
      });
      expect(await row(retried)).toMatchObject({
        status: 'pending',
        attemptCount: 1,
        nextAttemptAt: at + 60_000,
        updatedAt: at + 2,
      });
      expect(await row(twice)).toMatchObject({ status: 'succeeded', attemptCount: 2, updatedAt: at + 4 });

      // A 410 disables its endpoint in the same commit.
      const { ids: gone } = await pendingDeliveries(owner.id, hook.id, 1);
      await repos.webhookDeliveries.recordAttempts([
        {
          attempt: attempt(gone[0]!, 5, 410),
          delivery: state('failed', 1, null, 5),
          disableEndpoint: { id: hook.id, reason: 'gone', updatedAt: at + 5 },
        },
      ]);
      expect(await row(gone[0]!)).toMatchObject({ status: 'failed', attemptCount: 1 });
      expect(await repos.webhookEndpoints.findById(owner.id, hook.id)).toMatchObject({
        enabled: false,
        disabledReason: 'gone',
      });
    });

    it('reads a batch of emails with their shop and settles a batch; only a queued email changes', async () => {
      const owner = await shop({ name: 'Corner Cafe', managerEmails: '["boss@example.com"]' });
      const person = await staff(owner.id, `mailed-${++sequence}`);
      const at = tick();
      const email = (n: number) => ({
        id: newId('ntf', at + n),
        shopId: owner.id,
        staffId: person.id,
        kind: 'sign_in',
        recipient: `r${n}@example.com`,
        subject: `s${n}`,
        payloadSealed: 'sealed',
        status: 'queued',
        nextAttemptAt: at,
        createdAt: at,
        updatedAt: at,
      });
      const rows = [email(1), email(2), email(3), email(4)];
      await write(() => repos.notifications.insertMany(rows));
      const [sent, retried, failed, settledBefore] = rows.map((row) => row.id) as [
        string,
        string,
        string,
        string,
      ];
      await write(() =>
        repos.notifications.settle(settledBefore, {
          status: 'sent',
          attemptCount: 1,
          lastError: null,
          nextAttemptAt: null,
          sentAt: at + 1,
          updatedAt: at + 1,
        }),
      );

      // In the order asked, undefined for an id that is not there, the shop's fields along.
      const work = await repos.notifications.workMany([retried, 'ntf_missing', sent]);
      expect(work.map((row) => row?.id)).toEqual([retried, undefined, sent]);
      expect(work[0]).toMatchObject({
        recipient: 'r2@example.com',
        status: 'queued',
        attemptCount: 0,
        shopName: 'Corner Cafe',
        shopDomain: owner.domain,
        shopManagerEmails: '["boss@example.com"]',
      });

      const state = (status: 'queued' | 'sent' | 'failed', attemptCount: number) => ({
        status,
        attemptCount,
        lastError: status === 'sent' ? null : `error ${status}`,
        nextAttemptAt: status === 'queued' ? at + 60_000 : null,
        sentAt: status === 'sent' ? at + 2 : null,
        updatedAt: at + 2,
      });
      await repos.notifications.settleMany([
        { id: sent, state: state('sent', 1) },
        { id: retried, state: state('queued', 1) },
        { id: failed, state: state('failed', 5) },
        // Settled already (another worker, a retry by hand): left as it is.
        { id: settledBefore, state: state('failed', 2) },
      ]);
      const row = (id: string) => repos.notifications.findById(owner.id, id);
      expect(await row(sent)).toMatchObject({
        status: 'sent',
        attemptCount: 1,
        lastError: null,
        sentAt: at + 2,
      });
      expect(await row(retried)).toMatchObject({
        status: 'queued',
        attemptCount: 1,
        lastError: 'error queued',
        nextAttemptAt: at + 60_000,
        sentAt: null,
        updatedAt: at + 2,
      });
      expect(await row(failed)).toMatchObject({ status: 'failed', attemptCount: 5, nextAttemptAt: null });
      expect(await row(settledBefore)).toMatchObject({ status: 'sent', attemptCount: 1, sentAt: at + 1 });
    });

    it("replaces a person's unused links with a new one and writes its email, or the link alone", async () => {
      const owner = await shop();
      const person = await staff(owner.id, `linked-${++sequence}`);
      const other = await staff(owner.id, `other-${++sequence}`);
      const link = (staffId: string, at: number) => ({
        id: newId('lnk', at),
        shopId: owner.id,
        staffId,
        tokenHash: `hash-${at}-${++sequence}`,
        kind: 'invite',
        expiresAt: at + 60_000,
        createdAt: at,
      });
      const first = link(person.id, tick());
      const othersLink = link(other.id, tick());
      await write(async () => {
        await repos.staffAuth.replaceLinks(first, undefined);
        await repos.staffAuth.replaceLinks(othersLink, undefined);
      });
      const at = tick();
      const second = link(person.id, at);
      const email = {
        id: newId('ntf', at),
        shopId: owner.id,
        staffId: person.id,
        kind: 'sign_in',
        recipient: 'linked@example.com',
        subject: 'Your link',
        payloadSealed: 'sealed',
        status: 'queued',
        nextAttemptAt: at,
        createdAt: at,
        updatedAt: at,
      };
      await write(() => repos.staffAuth.replaceLinks(second, email));

      // The older link is void, the new one (made in the same statement on PostgreSQL) is not,
      // and another person's link is left alone.
      expect(await write(() => repos.staffAuth.spendLink(first.tokenHash, at))).toBeUndefined();
      expect(await write(() => repos.staffAuth.spendLink(othersLink.tokenHash, at))).toMatchObject({
        staffId: other.id,
      });
      expect(await write(() => repos.staffAuth.spendLink(second.tokenHash, at))).toMatchObject({
        staffId: person.id,
        kind: 'invite',
      });
      expect(await repos.notifications.findById(owner.id, email.id)).toMatchObject({
        recipient: 'linked@example.com',
        status: 'queued',
        attemptCount: 0,
        enqueuedAt: null,
      });
    });

    it('records a Shopify webhook id once', async () => {
      const receipt = {
        webhookId: `wh-${++sequence}`,
        shopDomain: 'x.myshopify.com',
        topic: 't',
        receivedAt: tick(),
      };
      expect(await write(() => repos.shopifyWebhookReceipts.record(receipt))).toBe(true);
      expect(await write(() => repos.shopifyWebhookReceipts.record(receipt))).toBe(false);
      await write(() => repos.shopifyWebhookReceipts.deleteReceivedBefore(receipt.receivedAt + 1, 10));
      expect(await write(() => repos.shopifyWebhookReceipts.record(receipt))).toBe(true);
    });

    it('prunes receipts received before a cutoff, oldest first, a batch at a time', async () => {
      const receipts = [5, 1, 4, 2, 3, 6].map((order) => ({
        webhookId: `prune-${++sequence}`,
        shopDomain: 'prune.myshopify.com',
        topic: 't',
        receivedAt: Date.UTC(2020, 0, order),
      }));
      for (const receipt of receipts) await write(() => repos.shopifyWebhookReceipts.record(receipt));
      const cutoff = Date.UTC(2020, 0, 6);
      const kept = async () => {
        const left: number[] = [];
        for (const receipt of receipts) {
          // A receipt still there refuses the same id again; one pruned is recorded anew (and deleted after).
          if (!(await write(() => repos.shopifyWebhookReceipts.record(receipt))))
            left.push(receipt.receivedAt);
        }
        return left.map((at) => new Date(at).getUTCDate()).sort((a, b) => a - b);
      };
      const prune = () => write(() => repos.shopifyWebhookReceipts.deleteReceivedBefore(cutoff, 2));
      expect(await prune()).toBe(2);
      expect(await kept()).toEqual([3, 4, 5, 6]);
      // The two recorded anew by kept() are the oldest again.
      expect(await prune()).toBe(2);
      expect(await prune()).toBe(2);
      expect(await prune()).toBe(1);
      expect(await prune()).toBe(0);
      expect(await kept()).toEqual([6]);
      await write(() => repos.shopifyWebhookReceipts.deleteReceivedBefore(Date.UTC(2020, 0, 7), 10));
    });

    it('the sweep prunes every receipt older than a week in batches, and keeps the week', async () => {
      const now = Date.UTC(2021, 5, 1);
      const at = (ms: number, n: number) => ({
        webhookId: `sweep-${n}`,
        shopDomain: 'sweep.myshopify.com',
        topic: 't',
        receivedAt: ms,
      });
      const old = Array.from({ length: 25 }, (_, n) => at(now - RECEIPT_RETENTION_MS - 1 - n * 60_000, n));
      const recent = [at(now - RECEIPT_RETENTION_MS, 100), at(now - 1, 101)];
      await write(async () => {
        for (const receipt of [...old, ...recent]) await repos.shopifyWebhookReceipts.record(receipt);
      });
      const batches: number[] = [];
      const counting = {
        ...repos,
        shopifyWebhookReceipts: {
          ...repos.shopifyWebhookReceipts,
          deleteReceivedBefore: async (cutoff: number, limit: number) => {
            const gone = await repos.shopifyWebhookReceipts.deleteReceivedBefore(cutoff, limit);
            batches.push(gone);
            return gone;
          },
        },
      };
      expect(await pruneShopifyWebhookReceipts({ repos: counting }, now, 10)).toBe(25);
      expect(batches).toEqual([10, 10, 5]);
      for (const receipt of recent)
        expect(await write(() => repos.shopifyWebhookReceipts.record(receipt))).toBe(false);
      expect(await write(() => repos.shopifyWebhookReceipts.record(old[0]!))).toBe(true);
      await write(() => repos.shopifyWebhookReceipts.deleteReceivedBefore(now, 100));
    });
  });

  describe('payroll runs', () => {
    it('totals a run with no lines as zeros, and sums as numbers once it has some', async () => {
      const owner = await shop();
      const ana = await staff(owner.id, 'ana');
      const bo = await staff(owner.id, 'bo');
      const at = tick();
      const run = await write(() =>
        repos.payrollRuns.insert({
          id: newId('run', at),
          shopId: owner.id,
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          createdAt: at,
          updatedAt: at,
        }),
      );
      expect(await repos.payrollRuns.totals(run.id)).toEqual({
        timesheetCount: 0,
        commissionCount: 0,
        lineCount: 0,
        regularPayCents: 0,
        overtimePayCents: 0,
        commissionCents: 0,
        grossCents: 0,
        paycheckTipsCents: 0,
        cashTipsCents: 0,
      });
      const line = (staffId: string, grossCents: number, paycheckTipsCents = 0) => ({
        id: newId('pln', tick()),
        shopId: owner.id,
        runId: run.id,
        staffId,
        regularHours: 4000,
        overtimeHours: 0,
        doubleTimeHours: 0,
        rateCents: 2000,
        regularPayCents: grossCents,
        overtimePayCents: 0,
        commissionCents: 0,
        grossCents,
        paycheckTipsCents,
        cashTipsCents: 0,
      });
      const lines = [line(bo.id, 50_000, 125), line(ana.id, 80_001, 2)];
      await write(() => repos.payrollRuns.replaceLines(run.id, lines));
      expect(await repos.payrollRuns.totals(run.id)).toMatchObject({
        lineCount: 2,
        regularPayCents: 130_001,
        grossCents: 130_001,
        paycheckTipsCents: 127,
        cashTipsCents: 0,
      });
      const first = await repos.payrollRuns.listLines(owner.id, run.id, { limit: 1 });
      expect(first?.map((row) => row[2])).toEqual(['ana', 'bo']);
      expect(first?.[0]).toEqual([
        lines[1]!.id,
        run.id,
        'ana',
        ana.id,
        4000,
        0,
        0,
        2000,
        80_001,
        0,
        0,
        80_001,
        2,
        0,
      ]);
      const next = await repos.payrollRuns.listLines(owner.id, run.id, {
        limit: 1,
        startingAfter: first![0]![0],
      });
      expect(next?.map((row) => row[2])).toEqual(['bo']);
      expect(
        await repos.payrollRuns.listLines(owner.id, run.id, { limit: 1, startingAfter: 'pln_x' }),
      ).toBeUndefined();
    });
  });

  describe('transactions', () => {
    it('a throw rolls back every write of the transaction', async () => {
      const owner = await shop();
      await expect(
        write(async () => {
          await repos.staff.insert({
            id: newId('stf', tick()),
            shopId: owner.id,
            handle: 'ghost',
            name: 'Ghost',
            createdAt: clock,
            updatedAt: clock,
          });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await repos.staff.findByHandle(owner.id, 'ghost')).toBeUndefined();
    });

    it('a nested transaction that throws rolls back its own writes only', async () => {
      const owner = await shop();
      await write(async () => {
        await repos.staff.insert({
          id: newId('stf', tick()),
          shopId: owner.id,
          handle: 'kept',
          name: 'Kept',
          createdAt: clock,
          updatedAt: clock,
        });
        await expect(
          write(async () => {
            await repos.staff.insert({
              id: newId('stf', tick()),
              shopId: owner.id,
              handle: 'dropped',
              name: 'Dropped',
              createdAt: clock,
              updatedAt: clock,
            });
            throw new Error('inner');
          }),
        ).rejects.toThrow('inner');
      });
      expect(await repos.staff.findByHandle(owner.id, 'kept')).toBeDefined();
      expect(await repos.staff.findByHandle(owner.id, 'dropped')).toBeUndefined();
    });

    it('a failed statement inside a nested transaction leaves the outer one usable', async () => {
      const owner = await shop();
      await staff(owner.id, 'taken');
      await write(async () => {
        await expect(staff(owner.id, 'taken')).rejects.toThrow();
        await repos.staff.insert({
          id: newId('stf', tick()),
          shopId: owner.id,
          handle: 'after',
          name: 'After',
          createdAt: clock,
          updatedAt: clock,
        });
      });
      expect(await repos.staff.findByHandle(owner.id, 'after')).toBeDefined();
    });
  });
});
