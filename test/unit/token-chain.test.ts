import { describe, expect, it } from 'vitest';
import { childExpiry, scopesBeyond } from '../../web/domain/tokens/token-chain.js';

const NOW = 1_800_000_000_000;

describe('childExpiry: a token never outlives the token that makes it', () => {
  it("takes the creator's expiry when none is asked for (never, for the admin and the CLI)", () => {
    expect(childExpiry(undefined, NOW + 5, NOW)).toEqual({ ok: true, expiresAt: NOW + 5 });
    expect(childExpiry(undefined, null, NOW)).toEqual({ ok: true, expiresAt: null });
  });

  it("accepts the creator's expiry or an earlier one in the future", () => {
    expect(childExpiry(NOW + 5, NOW + 5, NOW)).toEqual({ ok: true, expiresAt: NOW + 5 });
    expect(childExpiry(NOW + 1, NOW + 5, NOW)).toEqual({ ok: true, expiresAt: NOW + 1 });
    expect(childExpiry(NOW + 1, null, NOW)).toEqual({ ok: true, expiresAt: NOW + 1 });
  });

  it('refuses a later expiry, and "never" under a creator that expires', () => {
    expect(childExpiry(NOW + 6, NOW + 5, NOW).ok).toBe(false);
    expect(childExpiry(null, NOW + 5, NOW).ok).toBe(false);
    expect(childExpiry(null, null, NOW)).toEqual({ ok: true, expiresAt: null });
  });

  it('refuses an expiry that is not in the future', () => {
    expect(childExpiry(NOW, null, NOW)).toEqual({ ok: false, message: 'must be in the future' });
    expect(childExpiry(NOW - 1, NOW + 5, NOW)).toEqual({ ok: false, message: 'must be in the future' });
  });
});

describe('scopesBeyond', () => {
  it('names what a grant holds, with what its write scopes imply, that the holder lacks', () => {
    expect(scopesBeyond(['write_staff'], new Set(['write_staff', 'read_staff']))).toEqual([]);
    expect(scopesBeyond(['write_staff'], new Set(['write_staff']))).toEqual(['read_staff']);
    expect(scopesBeyond(['read_shop', 'write_staff'], new Set(['read_staff']))).toEqual([
      'read_shop',
      'write_staff',
    ]);
  });
});
