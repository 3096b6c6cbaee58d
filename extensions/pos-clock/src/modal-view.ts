import { ACTION_LABELS, actionsFor } from './clock-machine.js';
import type { ClockSnapshot } from './clock-snapshot.js';
import type { ClockAction } from './clock-types.js';
import { openRefusals, staffView } from './clock-view.js';
import { countActions, formatClockTime, formatHours, formatShift } from './format-time.js';

export interface ModalBanner {
  tone: 'success' | 'info' | 'warning' | 'critical';
  heading: string;
  text: string;
  /** A refused action: the modal offers to send it again or to dismiss it. */
  refusal?: { id: string; retryLabel: string };
}

export interface ModalView {
  heading: string;
  /** Where the staff member stands: "On since 09:02". */
  status: string;
  /** Next shift and hours this week, when known. */
  details: string[];
  actions: { action: ClockAction; label: string; primary: boolean }[];
  /** Actions are shown but cannot be pressed (one is on its way, or a refusal waits). */
  actionsDisabled: boolean;
  banners: ModalBanner[];
}

const NOT_LINKED =
  "Your POS staff account is not linked to anyone in Shiftbook yet. Ask a manager to link you on Shiftbook's Staff page.";

export function modalView(snapshot: ClockSnapshot, now: Date, timeZone?: string): ModalView {
  const time = (iso: string) => formatClockTime(iso, timeZone);
  const banners: ModalBanner[] = [];
  const refusals = openRefusals(snapshot);
  for (const { queued, problem } of refusals)
    banners.push({
      tone: 'critical',
      heading: `${ACTION_LABELS[queued.action]} at ${time(queued.at)} was not recorded`,
      text: problem.detail,
      refusal: {
        id: queued.id,
        retryLabel: problem.code === 'invalid_pin' ? 'Enter PIN and send again' : 'Send again',
      },
    });
  if (snapshot.notice)
    banners.push({
      tone: snapshot.notice.tone,
      heading: snapshot.notice.tone === 'critical' ? 'Not recorded' : 'Clock',
      text: snapshot.notice.text,
    });
  const waiting = snapshot.queue.pending.length;
  if (waiting > 0) {
    const when =
      snapshot.queue.lastError ??
      (snapshot.online ? 'Sending now.' : 'They will be sent when POS is back online.');
    const memoryOnly = snapshot.persistent
      ? ''
      : ' They are kept in memory only: keep POS open until they are sent.';
    banners.push({
      tone: 'warning',
      heading: `${countActions(waiting)} waiting to send`,
      text: `${when}${memoryOnly}`,
    });
  }

  const view = staffView(snapshot);
  const base = { details: [], actions: [], actionsDisabled: true, banners };
  switch (view.kind) {
    case 'locked':
      return { ...base, heading: 'Shiftbook clock', status: 'Pin in with your POS PIN to clock in or out.' };
    case 'loading':
      return { ...base, heading: 'Shiftbook clock', status: 'Loading…' };
    case 'unavailable':
      return { ...base, heading: 'Shiftbook clock', status: view.detail };
    case 'not-linked':
      return { ...base, heading: 'Not linked', status: NOT_LINKED };
  }
  const { row, position, hours } = view;
  const status =
    position.state === 'off'
      ? 'Off the clock'
      : position.state === 'on'
        ? position.since
          ? `On since ${time(position.since)}`
          : 'On the clock'
        : position.since
          ? `On break since ${time(position.since)}`
          : 'On break';
  const details = [
    row.next_shift ? `Next shift: ${formatShift(row.next_shift, now, timeZone)}` : 'No published shift ahead',
  ];
  if (hours !== null) details.push(`This week: ${formatHours(hours)}`);
  if (row.overdue && position.state !== 'off')
    details.push('Clocked in for over 16 hours: if you forgot to clock out, tell a manager.');
  return {
    heading: row.name,
    status,
    details,
    actions: actionsFor(position.state).map((action, index) => ({
      action,
      label: ACTION_LABELS[action],
      primary: index === 0,
    })),
    actionsDisabled: snapshot.busy || refusals.length > 0,
    banners,
  };
}
