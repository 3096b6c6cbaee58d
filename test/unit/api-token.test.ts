import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateApiToken, hashApiToken, isWellFormedApiToken } from '../../web/domain/tokens/api-token.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('generateApiToken', () => {
  it('makes sbk_ tokens of 32 random and 6 checksum base62 characters that check out', () => {
    for (let i = 0; i < 200; i++) {
      const token = generateApiToken();
      expect(token).toMatch(/^sbk_[0-9A-Za-z]{38}$/);
      expect(isWellFormedApiToken(token)).toBe(true);
    }
  });

  it('never makes the same token twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateApiToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('isWellFormedApiToken', () => {
  it('refuses a token with any one character changed', () => {
    fc.assert(
      fc.property(
        fc.constant(null).map(() => generateApiToken()),
        fc.integer({ min: 4, max: 41 }),
        fc.integer({ min: 1, max: 61 }),
        (token, index, shift) => {
          const changed = BASE62[(BASE62.indexOf(token[index]!) + shift) % 62]!;
          const broken = token.slice(0, index) + changed + token.slice(index + 1);
          expect(isWellFormedApiToken(broken)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses two swapped neighbouring characters', () => {
    const token = generateApiToken();
    const index = [...token].findIndex((c, i) => i >= 4 && i < 41 && c !== token[i + 1]);
    const swapped = token.slice(0, index) + token[index + 1] + token[index] + token.slice(index + 2);
    expect(isWellFormedApiToken(swapped)).toBe(false);
  });

  it.each([
    ['an empty string', ''],
    ['the bare prefix', 'sbk_'],
    ['a wrong prefix', 'sk_live_0123456789abcdefghijklmnopqrstuvwxyzAB'],
  ])('refuses %s', (_what, text) => {
    expect(isWellFormedApiToken(text)).toBe(false);
  });

  it('refuses a token with the wrong prefix, length, case or a stray character', () => {
    const token = generateApiToken();
    expect(isWellFormedApiToken(token.replace('sbk_', 'sbx_'))).toBe(false);
    expect(isWellFormedApiToken(token.replace('sbk_', 'SBK_'))).toBe(false);
    expect(isWellFormedApiToken(token.slice(0, -1))).toBe(false);
    expect(isWellFormedApiToken(`${token}0`)).toBe(false);
    expect(isWellFormedApiToken(` ${token}`)).toBe(false);
    expect(isWellFormedApiToken(`${token}\n`)).toBe(false);
    expect(isWellFormedApiToken(`${token.slice(0, 10)}-${token.slice(11)}`)).toBe(false);
  });

  it('refuses arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(isWellFormedApiToken(text)).toBe(false);
      }),
    );
  });
});

describe('hashApiToken', () => {
  it('is the stable SHA-256 hex of the token', () => {
    expect(hashApiToken('sbk_test')).toBe(hashApiToken('sbk_test'));
    expect(hashApiToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashApiToken(generateApiToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not contain the token and differs between tokens', () => {
    const a = generateApiToken();
    const b = generateApiToken();
    expect(hashApiToken(a)).not.toBe(hashApiToken(b));
    expect(hashApiToken(a)).not.toContain(a.slice(4));
  });
});
