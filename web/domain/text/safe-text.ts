/**
 * What a text field may hold (SPEC §5, decision 21). Text reaches SQLite, CSV cells, webhook
 * payloads, emails and other people's screens, so characters that are invisible, that reorder
 * what is shown around them, or that cannot be stored as UTF-8 are refused rather than kept or
 * silently changed.
 *
 * - `plain` text (names, labels, urls, references) is one line: no control character at all
 *   (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F) and no U+2028/U+2029 separators.
 * - `note` text (free text written in a multi-line box) also allows tab, LF, CR, U+2028 and
 *   U+2029, and nothing else of those ranges.
 * - Both refuse the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069, the "Trojan Source" characters) and unpaired UTF-16 surrogates, which
 *   SQLite would store as U+FFFD. The plain marks U+200E, U+200F and U+061C stay allowed: they
 *   change no order, and right-to-left writers need them.
 */
export type TextKind = 'plain' | 'note';

// With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} matches only an
// unpaired surrogate. \p{Cc} is exactly U+0000–U+001F and U+007F–U+009F.
const BIDI_CONTROL = '\\u202A-\\u202E\\u2066-\\u2069';
const UNSAFE: Record<TextKind, RegExp> = {
  plain: new RegExp(`[\\p{Cc}\\p{Cs}\\u2028\\u2029${BIDI_CONTROL}]`, 'u'),
  note: new RegExp(
    `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\p{Cs}${BIDI_CONTROL}]`,
    'u',
  ),
};

const LINE_BREAKS = new Set([0x0a, 0x0d, 0x2028, 0x2029]);

function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why `text` may not be stored as `kind` text, as a message that follows the field's name
 * ("must not contain …"), or undefined when every character is allowed.
 */
export function unsafeTextProblem(text: string, kind: TextKind): string | undefined {
  const match = UNSAFE[kind].exec(text);
  if (!match) return undefined;
  const codePoint = match[0].codePointAt(0)!;
  const name = codePointName(codePoint);
  if (codePoint >= 0xd800 && codePoint <= 0xdfff)
    return `must not contain an unpaired surrogate (${name}): send well-formed UTF-16 escapes or UTF-8`;
  if (kind === 'plain' && LINE_BREAKS.has(codePoint))
    return `must be one line: line breaks are allowed only in notes (${name} found)`;
  if (codePoint >= 0x2000)
    return `must not contain bidirectional override or isolate characters (${name} found)`;
  return kind === 'note'
    ? `must not contain control characters other than tab and line breaks (${name} found)`
    : `must not contain control characters (${name} found)`;
}
