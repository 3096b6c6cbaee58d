/** How deep a request's JSON may nest (SPEC §5): `[]` and `{}` are one level. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when the UTF-8 JSON text opens more than `limit` arrays or objects inside each other.
 * One pass over the bytes with a counter, no recursion and no parse, so a 50,000-deep body
 * costs no stack and is refused before anything walks it (recursive code such as
 * JSON.stringify overflows the stack on it). Brackets inside strings do not count; these
 * bytes never occur inside a UTF-8 multi-byte sequence. Text that is not JSON may count
 * wrongly, but JSON.parse refuses it anyway.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
