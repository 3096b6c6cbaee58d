import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PREFIXES, newId, randomBase62 } from '../../web/domain/ids.js';
import { ALL_SCOPES, expandScopes, isScope, SCOPES } from '../../web/domain/tokens/scopes.js';

describe('expandScopes', () => {
  it('lets every write_X scope imply read_X', () => {
    for (const scope of SCOPES.filter((s) => s.startsWith('write_'))) {
      const read = scope.replace('write_', 'read_');
      expect(isScope(read)).toBe(true);
      expect([...expandScopes([scope])].sort()).toEqual([read, scope].sort());
    }
  });

  it('does not let read_X imply write_X', () => {
    expect([...expandScopes(['read_timesheets'])]).toEqual(['read_timesheets']);
  });

  it('drops unknown scopes', () => {
    expect([...expandScopes(['write_everything', 'admin', '', 'READ_SHOP', 'read_shop'])]).toEqual([
      'read_shop',
    ]);
  });

  it('never answers a scope outside the list, nor loses a granted one', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...SCOPES), fc.string())), (granted) => {
        const expanded = expandScopes(granted);
        for (const scope of expanded) expect(ALL_SCOPES.has(scope)).toBe(true);
        for (const scope of granted) if (isScope(scope)) expect(expanded.has(scope)).toBe(true);
      }),
    );
  });

  it('expands every scope to every scope', () => {
    expect(expandScopes(SCOPES)).toEqual(ALL_SCOPES);
  });
});

describe('ids', () => {
  it('carry their type prefix and 22 base62 characters', () => {
    for (const prefix of ID_PREFIXES)
      expect(newId(prefix)).toMatch(new RegExp(`^${prefix}_[0-9A-Za-z]{22}$`));
  });

  it('sort by creation time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (a, b) => {
          fc.pre(a !== b);
          const [early, late] = a < b ? [a, b] : [b, a];
          expect(newId('tms', early) < newId('tms', late)).toBe(true);
        },
      ),
    );
  });

  it('draw random base62 characters of the asked length', () => {
    expect(randomBase62(100)).toMatch(/^[0-9A-Za-z]{100}$/);
    expect(randomBase62(0)).toBe('');
  });
});
