import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../web/db/open-database.js';
import { openSqliteDatabase } from '../../web/db/sqlite/sqlite-database.js';
import type { Scope } from '../../web/domain/tokens/scopes.js';
import { issueApiToken } from '../../web/services/tokens/manage-api-tokens.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { TEST_DIALECT } from '../helpers/test-database.js';

const MINUTE = 60_000;
let app: TestApp;
/** The app's clock (ms): tests move it forward to expire tokens. */
let clock = Date.now();
let shopCounter = 0;

const get = (token: string, path: string) => app.request('GET', path, { token });
const del = (token: string, id: string) => app.request('DELETE', `/v1/tokens/${id}`, { token });
/** POST /v1/tokens with `token`; answers the response, 201 or not. */
const mint = (token: string, body: { name?: string; scopes: Scope[]; expires_at?: string | null }) =>
  app.request('POST', '/v1/tokens', { token, body: { name: 'child', ...body } });
/** Mints and expects 201: the new token's secret and id. */
async function child(token: string, scopes: Scope[], expiresAt?: string | null) {
  const res = await mint(token, expiresAt === undefined ? { scopes } : { scopes, expires_at: expiresAt });
  expect(res.status, res.text).toBe(201);
  return { token: res.body.token as string, id: res.body.id as string, body: res.body };
}
/** A token made by the CLI (no parent), in a shop of its own. */
async function root(scopes: Scope[], expiresAt: number | null = null) {
  const shop = await app.addShop(`chains-${++shopCounter}.myshopify.com`);
  const token = await app.token(shop, scopes, { expiresAt });
  const id = (await app.deps.repos.apiTokens.list(shop.id, { limit: 1 }))[0]!.id;
  return { shop, token, id };
}
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const tokenCount = async (shopId: string) =>
  (await app.deps.repos.apiTokens.list(shopId, { limit: 100 })).length;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: () => clock });
});
afterAll(() => app.close());

describe('a token made with a token never outlives it (SPEC section 8)', () => {
  it("a child defaults to its creator's expires_at, at any depth, and the list shows it and who made it", async () => {
    const expiresAt = clock + 20_000;
    const parent = await root(['write_tokens', 'read_staff'], expiresAt);
    const made = await child(parent.token, ['write_tokens', 'read_staff']);
    expect(made.body.expires_at).toBe(iso(expiresAt));
    expect(made.body.created_by).toBe(parent.id);
    const grandchild = await child(made.token, ['read_staff']);
    expect(grandchild.body.expires_at).toBe(iso(expiresAt));
    expect(grandchild.body.created_by).toBe(made.id);

    const listed = await get(parent.token, '/v1/tokens');
    expectMatchesDocument('GET', '/v1/tokens', listed);
    const byId = new Map(listed.body.data.map((t: { id: string }) => [t.id, t]));
    expect(byId.get(made.id)).toMatchObject({ expires_at: iso(expiresAt), created_by: parent.id });
    expect(byId.get(grandchild.id)).toMatchObject({ expires_at: iso(expiresAt), created_by: made.id });
    expect(byId.get(parent.id)).toMatchObject({ expires_at: iso(expiresAt), created_by: 'test' });
  });

  it("an expires_at later than the creator's (or none under an expiring creator) is a 422 naming expires_at, and nothing is created", async () => {
    const expiresAt = clock + 20_000;
    const parent = await root(['write_tokens', 'read_staff'], expiresAt);
    const before = await tokenCount(parent.shop.id);
    for (const later of [iso(expiresAt + MINUTE), null]) {
      const refused = await mint(parent.token, { scopes: ['read_staff'], expires_at: later });
      expect(fieldsOf(expectProblem(refused, 422, 'rule_violation'))).toEqual(['expires_at']);
      expectMatchesDocument('POST', '/v1/tokens', refused);
    }
    expect(await tokenCount(parent.shop.id)).toBe(before);
    const earlier = await child(parent.token, ['read_staff'], iso(expiresAt - 10_000));
    expect(earlier.body.expires_at).toBe(iso(expiresAt - 10_000));
    // A creator that never expires bounds nothing: null still means "never".
    const forever = await root(['write_tokens', 'read_staff']);
    expect((await child(forever.token, ['read_staff'], null)).body.expires_at).toBeNull();
  });

  it('when a token expires, every token made with it answers 401, at any depth', async () => {
    const parent = await root(['write_tokens', 'read_staff'], clock + 20_000);
    const made = await child(parent.token, ['write_tokens', 'read_staff']);
    const grandchild = await child(made.token, ['read_staff']);
    for (const token of [parent.token, made.token, grandchild.token])
      expect((await get(token, '/v1/staff')).status).toBe(200);
    clock += 21_000;
    for (const token of [parent.token, made.token, grandchild.token]) {
      const res = await get(token, '/v1/staff');
      expectProblem(res, 401, 'unauthorized');
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('when a token is revoked, every token made with it answers 401, at any depth; its creator and siblings keep working', async () => {
    const top = await root(['write_tokens', 'read_staff']);
    const revoked = await child(top.token, ['write_tokens', 'read_staff']);
    const sibling = await child(top.token, ['write_tokens', 'read_staff']);
    const below = await child(revoked.token, ['write_tokens', 'read_staff']);
    const deepest = await child(below.token, ['read_staff']);
    const cousin = await child(sibling.token, ['read_staff']);

    expect((await del(top.token, revoked.id)).status).toBe(200);
    for (const token of [revoked.token, below.token, deepest.token])
      expectProblem(await get(token, '/v1/staff'), 401, 'unauthorized');
    for (const token of [top.token, sibling.token, cousin.token])
      expect((await get(token, '/v1/staff')).status).toBe(200);
    const listed = await get(top.token, '/v1/tokens');
    const revokedIds = listed.body.data
      .filter((t: { revoked_at: string | null }) => t.revoked_at !== null)
      .map((t: { id: string }) => t.id);
    expect(revokedIds.sort()).toEqual([revoked.id, below.id, deepest.id].sort());
  });

  it('a token that revokes itself ends the tokens below it, not the one above', async () => {
    const top = await root(['write_tokens', 'read_staff']);
    const middle = await child(top.token, ['write_tokens', 'read_staff']);
    const below = await child(middle.token, ['read_staff']);
    expect((await del(middle.token, middle.id)).status).toBe(200);
    expectProblem(await get(below.token, '/v1/staff'), 401, 'unauthorized');
    expect((await get(top.token, '/v1/staff')).status).toBe(200);
  });

  it("revoking a token with scopes beyond the caller's is a 403, and that token still works", async () => {
    const top = await root(['write_tokens', 'write_staff', 'read_shop']);
    const wider = await child(top.token, ['write_staff', 'read_shop']);
    const narrow = await child(top.token, ['write_tokens', 'read_staff']);
    const refused = await del(narrow.token, wider.id);
    expectProblem(refused, 403, 'insufficient_scope');
    expectMatchesDocument('DELETE', '/v1/tokens/{id}', refused);
    expect(refused.body.detail).toContain('write_staff');
    expect((await get(wider.token, '/v1/shop')).status).toBe(200);
    expect((await get(top.token, `/v1/tokens/${wider.id}`)).body.revoked_at).toBeNull();
    // Within its own scopes (write_staff implies read_staff) it may revoke, itself included.
    const within = await child(top.token, ['read_staff']);
    expect((await del(narrow.token, within.id)).status).toBe(200);
    expect((await del(narrow.token, narrow.id)).status).toBe(200);
  });

  it('a token revoked while its request waited makes nothing: the creation is a 401', async () => {
    const top = await root(['write_tokens', 'read_staff']);
    const principal = {
      shopId: top.shop.id,
      scopes: new Set<Scope>(['write_tokens', 'read_tokens', 'read_staff']),
      actor: top.id,
      tokenId: top.id,
      plan: 'pro',
    };
    const before = await tokenCount(top.shop.id);
    await app.deps.db.transaction(() => app.deps.repos.apiTokens.revoke(top.shop.id, top.id, clock));
    await expect(
      issueApiToken(app.deps, principal, { name: 'late', scopes: ['read_staff'] }),
    ).rejects.toThrow(expect.objectContaining({ code: 'unauthorized' }));
    expect(await tokenCount(top.shop.id)).toBe(before);
  });
});

// The migrations of PostgreSQL began with this schema (drizzle/postgres/0000): there, tokens
// always stored their parent, and there is no older database to carry forward.
describe.skipIf(TEST_DIALECT !== 'sqlite')(
  'migration 0003 on a database of tokens made before parents were stored',
  () => {
    it('each token made with a token gets it as parent, its expiry bounded and its revocation carried down', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shiftbook-0003-'));
      const db = openSqliteDatabase(`file:${join(dir, 'old.db')}`);
      try {
        // The migrations as they were before 0003.
        const before = join(dir, 'drizzle');
        cpSync(join(import.meta.dirname, '../../drizzle'), before, { recursive: true });
        const journalPath = join(before, 'meta/_journal.json');
        const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
        journal.entries = journal.entries.filter((entry) => entry.idx < 3);
        writeFileSync(journalPath, JSON.stringify(journal));
        migrate(drizzle(db.writer), { migrationsFolder: before });

        const t0 = 1_800_000_000_000;
        // Written in SQL: the schema's api_tokens has columns this old table does not.
        await db.transaction(async () => {
          await db.rows(
            sql`INSERT INTO shops (id, domain, installed_at, created_at, updated_at)
              VALUES ('shp_a', 'a.myshopify.com', 0, 0, 0) RETURNING id`,
          );
          const insert = (
            id: string,
            expiresAt: number | null,
            revokedAt: number | null,
            createdBy: string,
          ) =>
            db.rows(
              sql`INSERT INTO api_tokens (id, shop_id, name, token_hash, scopes, expires_at, revoked_at, created_by, created_at)
                VALUES (${id}, 'shp_a', 'x', ${`h${id.slice(4)}`}, 'write_tokens', ${expiresAt}, ${revokedAt}, ${createdBy}, 0)
                RETURNING id`,
            );
          // An expiring chain whose descendants never expire, and a revoked token with children.
          await insert('tok_1', t0, null, 'cli');
          await insert('tok_2', null, null, 'tok_1');
          await insert('tok_3', t0 + 5, null, 'tok_2');
          await insert('tok_4', t0 - 5, null, 'tok_2');
          await insert('tok_5', null, 42, 'user:7');
          await insert('tok_6', null, null, 'tok_5');
          await insert('tok_7', null, null, 'tok_6');
          await insert('tok_8', null, null, 'tok_gone');
        });

        await migrateDatabase(db);
        const { apiTokens } = db.tables;
        const rows = await db
          .orm()
          .select({
            id: apiTokens.id,
            parent: apiTokens.parentId,
            expires: apiTokens.expiresAt,
            revoked: apiTokens.revokedAt,
          })
          .from(apiTokens)
          .orderBy(asc(apiTokens.id));
        expect(rows).toEqual([
          { id: 'tok_1', parent: null, expires: t0, revoked: null },
          { id: 'tok_2', parent: 'tok_1', expires: t0, revoked: null },
          { id: 'tok_3', parent: 'tok_2', expires: t0, revoked: null },
          { id: 'tok_4', parent: 'tok_2', expires: t0 - 5, revoked: null },
          { id: 'tok_5', parent: null, expires: null, revoked: 42 },
          { id: 'tok_6', parent: 'tok_5', expires: null, revoked: 42 },
          { id: 'tok_7', parent: 'tok_6', expires: null, revoked: 42 },
          { id: 'tok_8', parent: null, expires: null, revoked: null },
        ]);
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
