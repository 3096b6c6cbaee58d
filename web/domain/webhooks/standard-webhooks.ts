import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks v1 (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
 * the key bytes; the signature is base64(HMAC-SHA256(key, "id.timestamp.body")) sent as
 * `v1,<signature>`, several separated by spaces while a rotated secret still signs.
 */
export const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signPayload(secret, id, timestampSeconds, body)).join(' '),
  };
}
