import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsafeTextProblem } from '../../web/domain/text/safe-text.js';

/** `U+202E`, as the messages name a character. */
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const C0 = range(0x00, 0x1f);
const DEL_AND_C1 = range(0x7f, 0x9f);
const BIDI_CONTROLS = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const NOTE_WHITESPACE = [0x09, 0x0a, 0x0d, 0x2028, 0x2029];

describe('plain text refuses what must never be stored', () => {
  it.each([...C0, ...DEL_AND_C1].map((c) => [hex(c), c]))('refuses the control character %s', (name, c) => {
    expect(unsafeTextProblem(`Ana${String.fromCharCode(c)}Lima`, 'plain')).toContain(name);
  });

  it.each(BIDI_CONTROLS.map((c) => [hex(c), c]))('refuses the bidi override or isolate %s', (name, c) => {
    expect(unsafeTextProblem(`Ana${String.fromCharCode(c)}Lima`, 'plain')).toMatch(
      new RegExp(`bidirectional.*${name.replace('+', '\\+')}`),
    );
  });

  it('refuses CR, LF and the Unicode line and paragraph separators as line breaks', () => {
    for (const c of [0x0a, 0x0d, 0x2028, 0x2029])
      expect(unsafeTextProblem(`a${String.fromCharCode(c)}b`, 'plain')).toMatch(/one line/);
    expect(unsafeTextProblem('Ana\r\nLima', 'plain')).toMatch(/one line.*U\+000D/);
  });

  it('refuses a lone high or low surrogate, at the start, middle or end', () => {
    for (const text of ['\ud800', 'a\ud800', '\ud800a', 'a\udfffb', '\udc00\ud800', '😀\ud83d'])
      expect(unsafeTextProblem(text, 'plain')).toMatch(/unpaired surrogate/);
  });

  it('names the first offending character', () => {
    expect(unsafeTextProblem('a\u0000b\u202e', 'plain')).toContain('U+0000');
  });
});

describe('plain text keeps every other character', () => {
  it.each([
    'Ana Lima',
    'José Müller-Łukasz',
    'محمد\u200f (ext. 12)',
    'שרה\u200e',
    'نص\u061c',
    '山田 太郎 😀👩‍👩‍👧',
    '',
    ' spaced ',
    '\u00a0non-breaking\u00a0',
    'https://example.com/a?b=c#d',
  ])('accepts %j', (text) => {
    expect(unsafeTextProblem(text, 'plain')).toBeUndefined();
  });

  it('accepts any string of well-formed code points outside the refused ranges', () => {
    const refused = new Set([...C0, ...DEL_AND_C1, ...BIDI_CONTROLS, 0x2028, 0x2029]);
    const allowed = fc
      .integer({ min: 0, max: 0x10ffff })
      .filter((c) => !refused.has(c) && (c < 0xd800 || c > 0xdfff))
      .map((c) => String.fromCodePoint(c));
    fc.assert(
      fc.property(fc.array(allowed), (chars) => {
        expect(unsafeTextProblem(chars.join(''), 'plain')).toBeUndefined();
      }),
    );
  });
});

describe('note text', () => {
  it('accepts tab, LF, CR and the Unicode line separators', () => {
    expect(unsafeTextProblem('Till:\t42\r\nClosed\nlate\u2028ok\u2029', 'note')).toBeUndefined();
  });

  it.each([...C0, ...DEL_AND_C1].filter((c) => !NOTE_WHITESPACE.includes(c)).map((c) => [hex(c), c]))(
    'still refuses the control character %s',
    (name, c) => {
      expect(unsafeTextProblem(`a${String.fromCharCode(c)}b`, 'note')).toMatch(
        new RegExp(`other than tab and line breaks.*${name.replace('+', '\\+')}`),
      );
    },
  );

  it('still refuses bidi overrides and isolates and unpaired surrogates', () => {
    for (const c of BIDI_CONTROLS) expect(unsafeTextProblem(String.fromCharCode(c), 'note')).toBeDefined();
    expect(unsafeTextProblem('note \udbff', 'note')).toMatch(/unpaired surrogate/);
  });
});
