/**
 * A small RFC 5545 writer for the staff calendar feed (SPEC §15): CRLF line ends, content lines
 * folded at 75 octets without splitting a UTF-8 character, TEXT values escaped, times in UTC.
 */

const MAX_LINE_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (RFC 5545 §3.1): no line longer than 75 octets, each continuation
 * starting with a space (which counts in its 75). Cuts fall between characters, never inside a
 * UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `YYYYMMDDTHHMMSSZ` (a UTC DATE-TIME) of an instant in ms. */
export function utcDateTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
}

export interface CalendarEvent {
  uid: string;
  /** Instants in ms. */
  startsAt: number;
  endsAt: number;
  stampAt: number;
  lastModifiedAt: number;
  sequence: number;
  summary: string;
  location: string | null;
  description: string | null;
}

export interface Calendar {
  name: string;
  events: readonly CalendarEvent[];
}

export const PRODID = '-//Shiftbook//Staff calendar//EN';

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stampAt)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModifiedAt)}`,
    'END:VEVENT',
  );
  return lines;
}

/** The whole VCALENDAR, CRLF-terminated. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
