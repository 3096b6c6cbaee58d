import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedApiToken } from '../../web/domain/tokens/api-token.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

let app: TestApp;
let admin: string;
const as = (token: string) => ({
  get: (path: string) => app.request('GET', path, { token }),
  post: (path: string, body: unknown) => app.request('POST', path, { token, body }),
  del: (path: string) => app.request('DELETE', path, { token }),
});

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  admin = await app.token(await app.addShop('tokens.myshopify.com', { plan: 'pro' }));
});
afterAll(() => app.close());

describe('POST /v1/tokens', () => {
  it('answers 201 with Location and the token, once; the new token works at once', async () => {
    const res = await as(admin).post('/v1/tokens', {
      name: 'Payroll export',
      scopes: ['read_payroll', 'read_staff'],
    });
    expect(res.status, res.text).toBe(201);
    expectMatchesDocument('POST', '/v1/tokens', res);
    expect(res.headers.get('location')).toBe(`/v1/tokens/${res.body.id}`);
    expect(res.body).toMatchObject({
      object: 'api_token',
      name: 'Payroll export',
      revoked_at: null,
      expires_at: null,
    });
    expect(res.body.id).toMatch(/^tok_/);
    expect(isWellFormedApiToken(res.body.token)).toBe(true);
    expect((await as(res.body.token).get('/v1/staff')).status).toBe(200);
    expect((await as(res.body.token).get('/v1/shifts')).status).toBe(403);

    const listed = await as(admin).get('/v1/tokens');
    expectMatchesDocument('GET', '/v1/tokens', listed);
    expect(listed.text).not.toContain(res.body.token);
    const again = await as(admin).get(`/v1/tokens/${res.body.id}`);
    expect(again.body.token).toBeUndefined();
    expect(Object.keys(again.body).sort()).toEqual(
      [
        'created_at',
        'created_by',
        'expires_at',
        'id',
        'last_used_at',
        'name',
        'object',
        'revoked_at',
        'scopes',
      ].sort(),
    );
    expect(again.body.last_used_at).not.toBeNull();
  });

  it('stores only the SHA-256 hash of the token', async () => {
    const res = await as(admin).post('/v1/tokens', { name: 'hash check', scopes: ['read_shop'] });
    const rows = await app.deps.db.orm().select().from(app.deps.db.tables.apiTokens);
    expect(JSON.stringify(rows)).not.toContain(res.body.token);
  });

  it('refuses an unknown scope (400) and an expiry in the past (422)', async () => {
    const unknown = await as(admin).post('/v1/tokens', { name: 'x', scopes: ['read_everything'] });
    expect(fieldsOf(expectProblem(unknown, 400, 'validation_error'))).toContain('scopes.0');
    const past = await as(admin).post('/v1/tokens', {
      name: 'x',
      scopes: ['read_shop'],
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(fieldsOf(expectProblem(past, 422, 'rule_violation'))).toEqual(['expires_at']);
    expectMatchesDocument('POST', '/v1/tokens', past);
  });

  it('accepts a future expiry with any offset and answers it in UTC', async () => {
    const res = await as(admin).post('/v1/tokens', {
      name: 'temp',
      scopes: ['read_shop'],
      expires_at: '2099-01-01T10:00:00+02:00',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.expires_at).toBe('2099-01-01T08:00:00Z');
  });

  it('never grants more than its creator holds: 403, whatever a write scope implies', async () => {
    const limited = await app.token(await app.addShop('limited.myshopify.com'), [
      'write_tokens',
      'read_staff',
    ]);
    const wider = await as(limited).post('/v1/tokens', { name: 'x', scopes: ['read_staff', 'write_staff'] });
    expectProblem(wider, 403, 'insufficient_scope');
    expect(wider.body.detail).toContain('write_staff');
    const same = await as(limited).post('/v1/tokens', { name: 'x', scopes: ['read_staff'] });
    expect(same.status, same.text).toBe(201);
    const tokens = await as(limited).post('/v1/tokens', { name: 'y', scopes: ['write_tokens'] });
    expect(tokens.status, tokens.text).toBe(201);
  });

  it('needs write_tokens for every token route', async () => {
    const reader = await app.token(await app.addShop('reader.myshopify.com'), ['read_tokens', 'read_staff']);
    expectProblem(await as(reader).get('/v1/tokens'), 403, 'insufficient_scope');
    expectProblem(
      await as(reader).post('/v1/tokens', { name: 'x', scopes: ['read_staff'] }),
      403,
      'insufficient_scope',
    );
  });
});

describe('DELETE /v1/tokens/{id}', () => {
  it('revokes: the very next request with that token is a 401, and the list shows revoked_at', async () => {
    const created = await as(admin).post('/v1/tokens', { name: 'to revoke', scopes: ['read_staff'] });
    const token = created.body.token as string;
    expect((await as(token).get('/v1/staff')).status).toBe(200);
    const res = await as(admin).del(`/v1/tokens/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.body.id, object: 'api_token', deleted: true });
    expectMatchesDocument('DELETE', '/v1/tokens/{id}', res);
    const after = await as(token).get('/v1/staff');
    expectProblem(after, 401, 'unauthorized');
    expect(after.headers.get('www-authenticate')).toContain('invalid_token');
    const shown = await as(admin).get(`/v1/tokens/${created.body.id}`);
    expect(shown.body.revoked_at).not.toBeNull();
    expect((await as(admin).del(`/v1/tokens/${created.body.id}`)).status).toBe(200);
  });

  it('a token can revoke itself; an unknown id is a 404', async () => {
    const created = await as(admin).post('/v1/tokens', { name: 'self', scopes: ['write_tokens'] });
    expect((await as(created.body.token).del(`/v1/tokens/${created.body.id}`)).status).toBe(200);
    expectProblem(await as(created.body.token).get('/v1/tokens'), 401, 'unauthorized');
    expectProblem(await as(admin).del('/v1/tokens/tok_doesnotexist'), 404, 'not_found');
  });
});
