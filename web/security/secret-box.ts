import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets that must be read back (Shopify access tokens, webhook signing secrets)
 * with AES-256-GCM under the app's `ENCRYPTION_KEY`. A sealed value is one ASCII string,
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so it fits a text column; the version prefix
 * leaves room for a key rotation later.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';
/** 96-bit nonces, as GCM recommends; random per seal. */
const IV_BYTES = 12;

export function createSecretBox(hexKey: string): SecretBox {
  if (!/^[0-9a-f]{64}$/i.test(hexKey))
    throw new Error('The encryption key must be 64 hex characters (32 bytes).');
  const key = Buffer.from(hexKey, 'hex');
  return {
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
