import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOpenedSecrets } from '../../web/security/opened-secrets.js';
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

  it('fingerprints with a sub-key of its key per purpose: the same text and purpose alike, anything else not', () => {
    const box = createSecretBox(KEY);
    const body = '{"pin":"7391"}';
    const print = box.fingerprint('idempotency request body', body);
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(box.fingerprint('idempotency request body', body)).toBe(print);
    expect(createSecretBox(KEY).fingerprint('idempotency request body', body)).toBe(print);
    expect(box.fingerprint('idempotency request body', '{"pin":"7392"}')).not.toBe(print);
    expect(box.fingerprint('another purpose', body)).not.toBe(print);
    expect(createSecretBox('1e'.repeat(32)).fingerprint('idempotency request body', body)).not.toBe(print);
    // Neither a plain hash nor an HMAC under the key itself: a sub-key, derived with HKDF.
    expect(createHash('sha256').update(body).digest('hex')).not.toBe(print);
    expect(createHmac('sha256', Buffer.from(KEY, 'hex')).update(body).digest('hex')).not.toBe(print);
  });

  it('needs a 32-byte hex key', () => {
    expect(() => createSecretBox('abc')).toThrow(/64 hex/);
  });
});

describe('opened secrets (the webhook worker decrypts each endpoint secret once)', () => {
  const countingBox = () => {
    const box = createSecretBox(KEY);
    let opens = 0;
    return {
      box,
      opened: () => opens,
      counting: {
        ...box,
        open: (sealed: string) => {
          opens++;
          return box.open(sealed);
        },
      },
    };
  };

  it('opens a sealed value once, then answers from memory', () => {
    const { box, counting, opened } = countingBox();
    const open = createOpenedSecrets(counting);
    const sealed = box.seal('whsec_one');
    expect([open(sealed), open(sealed), open(sealed)]).toEqual(['whsec_one', 'whsec_one', 'whsec_one']);
    expect(opened()).toBe(1);
  });

  it('serves a rotated secret at once, because its sealed text is new', () => {
    const { box, counting } = countingBox();
    const open = createOpenedSecrets(counting);
    expect(open(box.seal('whsec_old'))).toBe('whsec_old');
    expect(open(box.seal('whsec_new'))).toBe('whsec_new');
  });

  it('keeps at most its limit, dropping the oldest', () => {
    const { box, counting, opened } = countingBox();
    const open = createOpenedSecrets(counting, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((plain) => box.seal(plain)) as [string, string, string];
    open(a);
    open(b);
    open(c); // evicts a
    open(b);
    expect(opened()).toBe(3);
    expect(open(a)).toBe('a');
    expect(opened()).toBe(4);
  });

  it('remembers nothing that failed to open', () => {
    const { counting, opened } = countingBox();
    const open = createOpenedSecrets(counting);
    expect(() => open('v1.bad.bad.bad')).toThrow();
    expect(() => open('v1.bad.bad.bad')).toThrow();
    expect(opened()).toBe(2);
  });
});
