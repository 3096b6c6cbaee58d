import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar } from '../../web/domain/calendar/ical-writer.js';
import { emailKey, isMailbox } from '../../web/domain/email/email-address.js';
import { afterFailedAttempt, EMAIL_RETRY_DELAYS_MS } from '../../web/domain/email/email-retry.js';

describe('iCalendar folding (RFC 5545 §3.1)', () => {
  it('never makes a line longer than 75 octets, never cuts a character, and unfolds to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
          // A cut code point leaves a lone surrogate, which UTF-8 cannot carry: it comes back as U+FFFD.
          expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });

  it('escapes backslash, semicolon, comma and every line break in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC date-times without fractions and a CRLF calendar', () => {
    expect(utcDateTime(Date.UTC(2026, 10, 16, 9, 30, 5, 999))).toBe('20261116T093005Z');
    const calendar = writeCalendar({ name: 'Shop', events: [] });
    expect(calendar).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Shiftbook//Staff calendar//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Shop\r\nEND:VCALENDAR\r\n',
    );
  });
});

describe('email rules (SPEC §15, §16)', () => {
  it('takes mailboxes local@domain.tld of at most 254 octets', () => {
    for (const good of ['ana@example.com', 'Ana.Lima+shifts@mail.example.co.uk', "o'neil@example.io"])
      expect(isMailbox(good), good).toBe(true);
    for (const bad of [
      'ana',
      'ana@example',
      '@example.com',
      'ana@.com',
      'a b@example.com',
      'ana@example.c',
      'ana..x@example.com',
      `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
    ])
      expect(isMailbox(bad), bad).toBe(false);
    expect(emailKey('Ana@Example.COM')).toBe('ana@example.com');
  });

  it('retries a 4xx or a lost connection on the schedule, ±20 %, then fails; a 5xx fails at once', () => {
    expect(afterFailedAttempt(1, 550, 0.5)).toEqual({ kind: 'failed' });
    expect(afterFailedAttempt(1, 451, 0.5)).toEqual({ kind: 'retry', delayMs: 5000 });
    expect(afterFailedAttempt(2, null, 0)).toEqual({ kind: 'retry', delayMs: 24_000 });
    // random is in [0, 1): the longest wait approaches 4 h × 1.2 and never reaches it.
    const longest = afterFailedAttempt(6, null, 0.999_999);
    expect(longest.kind === 'retry' && longest.delayMs).toBeGreaterThan(4 * 3600_000 * 1.199);
    expect(longest.kind === 'retry' && longest.delayMs).toBeLessThan(4 * 3600_000 * 1.2);
    expect(afterFailedAttempt(EMAIL_RETRY_DELAYS_MS.length + 1, 421, 0.5)).toEqual({ kind: 'failed' });
  });
});
