import type { CalendarEvent } from './ical-writer.js';

/** What a shift's VEVENT is made of (SPEC §15). */
export interface CalendarShift {
  id: string;
  startsAt: number;
  endsAt: number;
  updatedAt: number;
  sequence: number;
  role: string | null;
  location: string | null;
  note: string | null;
}

/**
 * One shift as the calendar feed and the `schedule` email's `.ics` both write it (SPEC §15–16):
 * the same UID (`<shift id>@<host of the app URL>`), so a calendar that imported the attachment
 * and subscribes to the feed sees one event, not two.
 */
export function shiftCalendarEvent(
  shift: CalendarShift,
  shopName: string,
  host: string,
  stampAt: number,
): CalendarEvent {
  return {
    uid: `${shift.id}@${host}`,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    stampAt,
    lastModifiedAt: shift.updatedAt,
    sequence: shift.sequence,
    summary: shift.role ? `${shopName} – ${shift.role}` : shopName,
    location: shift.location,
    description: shift.note,
  };
}
