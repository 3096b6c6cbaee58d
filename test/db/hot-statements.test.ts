import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyDatabase } from '../../web/db/open-database.js';
import { createRepositories, type Repositories } from '../../web/db/repositories/index.js';
import { BATTERY_DIALECTS, type OpenTestDatabase, openTestDatabase } from '../helpers/test-database.js';

/**
 * Decision 0085: SQLite (3.54, as better-sqlite3 bundles it) compiles a prepared statement
 * again on every run when it has `LIMIT ?` or joins tables with a bound parameter, which costs
 * a token check or a staff lookup 30–45 µs instead of 5–10. The reads every API request, clock
 * action and invite makes are written without either (a `LIMIT 1` they need is a literal); this
 * keeps them so, on both databases (the statements are the same on PostgreSQL).
 */
describe.each(BATTERY_DIALECTS)('the hot prepared reads on %s', (dialect) => {
  let opened: OpenTestDatabase;
  let db: AnyDatabase;
  let repos: Repositories;
  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    db = opened.db;
    repos = createRepositories(db);
  });
  afterAll(() => opened?.close());

  /** The SQL of every statement the driver is handed while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    if (dialect === 'sqlite') {
      const prepare = BetterSqlite3.prototype.prepare;
      BetterSqlite3.prototype.prepare = function (this: BetterSqlite3.Database, source: string) {
        seen.push(source);
        return prepare.call(this, source);
      } as typeof prepare;
      try {
        await work();
      } finally {
        BetterSqlite3.prototype.prepare = prepare;
      }
      return seen;
    }
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      if (text) seen.push(text);
      return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof query;
    try {
      await work();
    } finally {
      pg.Client.prototype.query = query;
    }
    return seen;
  }

  it('take no LIMIT placeholder and join no table', async () => {
    const reads: Array<[string, () => Promise<unknown>]> = [
      ['token grant', () => repos.apiTokens.findGrantByHash('no-such-hash')],
      ['staff by id', () => repos.staff.findById('shp_none', 'stf_none')],
      ['staff by handle', () => repos.staff.findByHandle('shp_none', 'nobody')],
      ['shop by domain', () => repos.shops.findByDomain('none.myshopify.com')],
      ['timesheet by id', () => repos.timesheets.findById('shp_none', 'tms_none')],
      ['timesheet of a week', () => repos.timesheets.findByStaffWeek('stf_none', '2026-11-30')],
      ['open entry', () => repos.timeEntries.findOpenByStaff('stf_none')],
      ['overlap from now', () => repos.timeEntries.findOverlap('stf_none', 0, null)],
      ['overlap of a span', () => repos.timeEntries.findOverlap('stf_none', 0, 1, 'ent_none')],
      [
        'locked reads',
        () =>
          db.transaction(async () => {
            await repos.staff.findLocked('shp_none', { ref: 'stf_none' });
            await repos.staff.findLocked('shp_none', { ref: 'nobody' });
            await repos.staff.findLocked('shp_none', { shopifyStaffMemberId: '1' });
            await repos.shifts.findByIdLocked('shp_none', 'shf_none');
          }),
      ],
    ];
    for (const [name, read] of reads) {
      const statements = (await statementsOf(read)).filter((text) => /^\s*select/i.test(text));
      // Each read runs at least one SELECT of its own (prepared on its first run here).
      expect(statements.length, name).toBeGreaterThan(0);
      for (const text of statements) {
        expect(text, name).not.toMatch(/\blimit\s+(\?|\$\d+)/i);
        expect(text, name).not.toMatch(/\bjoin\b/i);
      }
    }
  });
});
