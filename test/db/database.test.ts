import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyDatabase } from '../../web/db/open-database.js';
import { createRepositories } from '../../web/db/repositories/index.js';
import { newId } from '../../web/domain/ids.js';
import { BATTERY_DIALECTS, type OpenTestDatabase, openTestDatabase } from '../helpers/test-database.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that fulfils it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The `Database` contract (web/db/database.ts) every repository relies on, on each database:
 * transactions that roll back, nest and never see each other's uncommitted rows, the shop lock
 * (and the locking reads of the shops and staff repositories built on the same row locks), and
 * raw rows whose integers are numbers.
 */
describe.each(BATTERY_DIALECTS)('Database on %s', (dialect) => {
  let opened: OpenTestDatabase;
  let db: AnyDatabase;
  let sequence = 0;

  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    db = opened.db;
  });
  afterAll(() => opened?.close());

  const insertShop = async (domain = `db-${++sequence}.myshopify.com`) => {
    const at = Date.now();
    const id = newId('shp', at);
    await db
      .orm()
      .insert(db.tables.shops)
      .values({ id, domain, installedAt: at, createdAt: at, updatedAt: at });
    return id;
  };
  const shopExists = async (id: string) => {
    const { shops } = db.tables;
    return (await db.orm().select({ n: count() }).from(shops).where(eq(shops.id, id)))[0]!.n === 1;
  };

  it('answers its dialect and a ping', async () => {
    expect(db.dialect).toBe(dialect);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('answers raw rows with integers as numbers', async () => {
    const id = await db.transaction(() => insertShop());
    const rows = await db.rows<{ n: number; installed: number; id: string }>(
      sql`SELECT count(*) AS n, max(installed_at) AS installed, max(id) AS id FROM shops WHERE id = ${id}`,
    );
    expect(rows).toEqual([{ n: 1, installed: expect.any(Number), id }]);
  });

  it('runs a transaction, answering what it answers, and knows when it is inside one', async () => {
    expect(db.inTransaction()).toBe(false);
    const id = await db.transaction(async () => {
      expect(db.inTransaction()).toBe(true);
      return insertShop();
    });
    expect(db.inTransaction()).toBe(false);
    expect(await shopExists(id)).toBe(true);
  });

  it('rolls a transaction back when it throws, and a nested one alone when only it throws', async () => {
    let outer = '';
    let inner = '';
    await expect(
      db.transaction(async () => {
        outer = await insertShop();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await shopExists(outer)).toBe(false);

    await db.transaction(async () => {
      outer = await insertShop();
      await expect(
        db.transaction(async () => {
          inner = await insertShop();
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await shopExists(outer)).toBe(true);
    expect(await shopExists(inner)).toBe(false);
  });

  it.runIf(dialect === 'postgres')(
    'on PostgreSQL, throws when its connection dies mid-transaction and never hands that connection out again',
    async () => {
      let outer = '';
      await expect(
        db.transaction(async () => {
          outer = await insertShop();
          // The server ends this very connection: its ROLLBACK fails too.
          await db.rows(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        }),
      ).rejects.toThrow();
      expect(await shopExists(outer)).toBe(false);
      // More transactions than the pool has connections: a broken one handed out would fail one.
      const ids = await Promise.all(Array.from({ length: 24 }, () => db.transaction(() => insertShop())));
      for (const id of ids) expect(await shopExists(id)).toBe(true);
    },
  );

  it("never lets another transaction or a read outside one see a transaction's uncommitted rows", async () => {
    let id = '';
    const inserted = signal();
    const first = db.transaction(async () => {
      id = await insertShop();
      inserted.resolve();
      await pause(100);
      throw new Error('roll back');
    });
    await inserted.promise;
    const outside = await shopExists(id);
    const second = db.transaction(() => shopExists(id));
    await expect(first).rejects.toThrow('roll back');
    expect(outside).toBe(false);
    expect(await second).toBe(false);
  });

  it("makes a second transaction's lockShop for the same shop wait until the first one ends", async () => {
    const shopId = await db.transaction(() => insertShop());
    const events: string[] = [];
    const locked = signal();
    const first = db.transaction(async () => {
      await db.lockShop(shopId);
      locked.resolve();
      await pause(150);
      events.push('first ends');
    });
    await locked.promise;
    const second = db.transaction(async () => {
      await db.lockShop(shopId);
      events.push('second holds the lock');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['first ends', 'second holds the lock']);
  });

  const insertStaff = async (shopId: string, handle: string) => {
    const at = Date.now();
    const id = newId('stf', at);
    await db
      .orm()
      .insert(db.tables.staff)
      .values({ id, shopId, handle, name: handle, createdAt: at, updatedAt: at });
    return id;
  };

  /** Runs `first` until it holds its lock, then `second`; answers the order of events. */
  const race = async (first: () => Promise<void>, second: () => Promise<void>) => {
    const events: string[] = [];
    const locked = signal();
    const one = db.transaction(async () => {
      await first();
      locked.resolve();
      await pause(150);
      events.push('first ends');
    });
    await locked.promise;
    const two = db.transaction(async () => {
      await second();
      events.push('second holds its lock');
    });
    await Promise.all([one, two]);
    return events;
  };

  /** The clock's lock of one staff member's time: the shop shared, then the staff member. */
  const staffTime = (shopId: string, ref: string) => async () => {
    const repos = createRepositories(db);
    expect((await repos.shops.findByIdLocked(shopId, 'share'))?.id).toBe(shopId);
    expect(await repos.staff.findLocked(shopId, { ref })).toBeDefined();
  };
  const shopLock = (shopId: string) => async () => {
    expect((await createRepositories(db).shops.findByIdLocked(shopId))?.id).toBe(shopId);
  };

  it("makes a second lock of the same staff member's time wait, and a shop lock wait for it", async () => {
    const shopId = await db.transaction(() => insertShop());
    const staffId = await db.transaction(() => insertStaff(shopId, 'ana'));
    const byId = staffTime(shopId, staffId);
    const byHandle = staffTime(shopId, 'ana');
    expect(await race(byId, byHandle)).toEqual(['first ends', 'second holds its lock']);
    expect(await race(byHandle, shopLock(shopId))).toEqual(['first ends', 'second holds its lock']);
    expect(await race(shopLock(shopId), byId)).toEqual(['first ends', 'second holds its lock']);
    expect(await race(() => db.lockShop(shopId), byId)).toEqual(['first ends', 'second holds its lock']);
  });

  it('refuses a locking read outside a transaction', async () => {
    const shopId = await db.transaction(() => insertShop());
    const repos = createRepositories(db);
    await expect(repos.shops.findByIdLocked(shopId)).rejects.toThrow(/needs a transaction/);
    await expect(repos.staff.findLocked(shopId, { ref: 'ana' })).rejects.toThrow(/needs a transaction/);
  });

  it.runIf(dialect === 'postgres')(
    'on PostgreSQL, lets two staff members of one shop lock their time at once',
    async () => {
      const shopId = await db.transaction(() => insertShop());
      await db.transaction(() => insertStaff(shopId, 'ana'));
      await db.transaction(() => insertStaff(shopId, 'ben'));
      expect(await race(staffTime(shopId, 'ana'), staffTime(shopId, 'ben'))).toEqual([
        'second holds its lock',
        'first ends',
      ]);
    },
  );

  it.runIf(dialect === 'sqlite')('on SQLite, refuses a write outside transaction()', async () => {
    await expect(insertShop()).rejects.toThrow(/readonly/);
  });
});
