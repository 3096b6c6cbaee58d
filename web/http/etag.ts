import { createHash } from 'node:crypto';

/**
 * A strong ETag of a JSON representation: SHA-256 of the exact bytes `res.json` sends, so the
 * same resource in the same state always has the same tag, whichever instance answers.
 */
export function etagOf(representation: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(representation)).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** A single resource carries `id` and `object` and is not a deletion receipt or a list. */
export function isSingleResource(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return typeof record.object === 'string' && record.deleted !== true && !('data' in record);
}

/** RFC 9110 section 13.1.1: `*` or a list of entity tags, compared strongly. */
export function ifMatchAccepts(header: string, current: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  return value
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => !tag.startsWith('W/') && tag === current);
}
