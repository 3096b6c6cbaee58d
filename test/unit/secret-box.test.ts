import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../web/security/secret-box.js';

const KEY = '0f'.repeat(32);

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and never seals the same text twice the same way', () => {
    const box = createSecretBox(KEY);
    const a = box.seal('shpat_secret');
    const b = box.seal('shpat_secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('shpat_secret');
    expect(box.open(a)).toBe('shpat_secret');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a value sealed with another key or altered in any part', () => {
    const sealed = createSecretBox(KEY).seal('whsec_abc');
    expect(() => createSecretBox('1e'.repeat(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const flipped = parts.map((part, i) =>
      i === 3 ? `${part.slice(0, -1)}${part.endsWith('A') ? 'B' : 'A'}` : part,
    );
    expect(() => createSecretBox(KEY).open(flipped.join('.'))).toThrow();
    expect(() => createSecretBox(KEY).open('plain-text')).toThrow();
  });

  it('needs a 32-byte hex key', () => {
    expect(() => createSecretBox('abc')).toThrow(/64 hex/);
  });
});
