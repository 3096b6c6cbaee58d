import type { ClockSnapshot } from './clock-snapshot.js';
import { openRefusals, staffView } from './clock-view.js';
import { countActions, formatClockTime, formatShift } from './format-time.js';

/** The props of `<s-tile>`: what the smart-grid tile says. */
export interface TileView {
  heading: string;
  subheading: string;
  disabled: boolean;
  tone: 'auto' | 'accent';
  /** The badge: actions waiting on this device. */
  itemCount?: number;
}

const TITLE = 'Shiftbook clock';

export function tileView(snapshot: ClockSnapshot, now: Date, timeZone?: string): TileView {
  const waiting = snapshot.queue.pending.length;
  const badge = waiting > 0 ? { itemCount: waiting } : {};
  const view = staffView(snapshot);
  // A locked screen offers nothing: no one is there to clock in or out.
  if (view.kind === 'locked')
    return {
      heading: TITLE,
      subheading: 'Pin in to clock in or out',
      disabled: true,
      tone: 'auto',
      ...badge,
    };
  if (openRefusals(snapshot).length > 0)
    return { heading: 'Not sent', subheading: 'Tap to see why', disabled: false, tone: 'accent', ...badge };
  const waitingLine = waiting > 0 ? `${countActions(waiting)} waiting to send` : null;
  switch (view.kind) {
    case 'loading':
      return { heading: TITLE, subheading: 'Loading…', disabled: false, tone: 'auto', ...badge };
    case 'unavailable':
      return {
        heading: TITLE,
        subheading: waitingLine ?? (snapshot.online ? 'Shiftbook unavailable' : 'Offline'),
        disabled: false,
        tone: 'auto',
        ...badge,
      };
    case 'not-linked':
      return {
        heading: 'Not linked',
        subheading: 'Ask a manager to link you',
        disabled: false,
        tone: 'auto',
        ...badge,
      };
  }
  const { position, row } = view;
  const time = (iso: string) => formatClockTime(iso, timeZone);
  let heading: string;
  let detail: string;
  if (position.state === 'off') {
    heading = 'Clock in';
    detail = row.next_shift ? `Shift ${formatShift(row.next_shift, now, timeZone)}` : 'Tap to clock in';
  } else if (position.state === 'on') {
    heading = position.since ? `On since ${time(position.since)}` : 'On the clock';
    detail = row.overdue ? 'On for over 16 h: tell a manager' : 'Tap for a break or to clock out';
  } else {
    heading = 'On break';
    detail = position.since ? `Since ${time(position.since)}` : 'Tap to end the break';
  }
  const offlineLine = snapshot.online ? null : 'Offline: actions are kept';
  return {
    heading,
    subheading: waitingLine ?? offlineLine ?? detail,
    disabled: false,
    tone: waiting > 0 ? 'accent' : 'auto',
    ...badge,
  };
}
