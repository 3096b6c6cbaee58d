import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets that must be read back (Shopify access tokens, webhook signing secrets)
 * with AES-256-GCM under the app's `ENCRYPTION_KEY`. A sealed value is one ASCII string,
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so it fits a text column; the version prefix
 * leaves room for a key rotation later.
 *
 * It also fingerprints what must be recognised but never read back (the body of a request
 * sent with an Idempotency-Key, which may hold a PIN): HMAC-SHA256 under a sub-key of the
 * same key, one per purpose, so a fingerprint is worthless without the key (a plain hash of
 * `{"pin":"7391"}` gives the PIN away to anyone who tries every PIN; security review R7).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
  /**
   * HMAC-SHA256 of `text` in hex, keyed with HKDF-SHA256(key, info `shiftbook <purpose>`):
   * the same text and purpose give the same value under the same key, and nothing else does.
   */
  fingerprint(purpose: string, text: string): string;
}

const VERSION = 'v1';
/** 96-bit nonces, as GCM recommends; random per seal. */
const IV_BYTES = 12;

export function createSecretBox(hexKey: string): SecretBox {
  if (!/^[0-9a-f]{64}$/i.test(hexKey))
    throw new Error('The encryption key must be 64 hex characters (32 bytes).');
  const key = Buffer.from(hexKey, 'hex');
  // A sub-key per purpose, so a fingerprint never doubles as a MAC of anything else.
  const subKeys = new Map<string, Buffer>();
  const subKey = (purpose: string) => {
    let derived = subKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `shiftbook ${purpose}`, 32));
      subKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    fingerprint(purpose, text) {
      return createHmac('sha256', subKey(purpose)).update(text, 'utf8').digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
        throw new Error('The value is not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
