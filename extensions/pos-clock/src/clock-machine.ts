import type { ClockAction, ClockState } from './clock-types.js';

/** The state each action leads to from each state it is allowed in (SPEC §10). */
const TRANSITIONS: Record<ClockAction, Partial<Record<ClockState, ClockState>>> = {
  in: { off: 'on' },
  'break-start': { on: 'break' },
  'break-end': { break: 'on' },
  // Clocking out while on a break ends the break first: allowed from both.
  out: { on: 'off', break: 'off' },
};

/** The actions offered in each state, the usual one first. */
const OFFERED: Record<ClockState, ClockAction[]> = {
  off: ['in'],
  on: ['break-start', 'out'],
  break: ['break-end', 'out'],
};

export function actionsFor(state: ClockState): ClockAction[] {
  return OFFERED[state];
}

/** The state after `action`, or null when the server would refuse it with a 409. */
export function stateAfter(state: ClockState, action: ClockAction): ClockState | null {
  return TRANSITIONS[action][state] ?? null;
}

export interface ClockPosition {
  state: ClockState;
  since: string | null;
}

/**
 * Where the staff member stands once the actions still waiting to be sent are counted, so that
 * the tile and the modal offer what fits after an offline clock-in rather than a second one.
 * An action that would not fit is skipped here: the server will refuse it and say why.
 */
export function projectPosition(
  start: ClockPosition,
  waiting: readonly { action: ClockAction; at: string }[],
): ClockPosition {
  let { state, since } = start;
  // "On since" shows the clock-in, which a break hides: remember it to show it again after.
  let clockedInAt = state === 'on' ? since : null;
  for (const { action, at } of waiting) {
    const next = stateAfter(state, action);
    if (next === null) continue;
    if (action === 'in') clockedInAt = at;
    state = next;
    if (next === 'off') since = null;
    else if (next === 'break') since = at;
    // Back from a break whose entry began before what this device knows: no time to show.
    else since = action === 'break-end' ? clockedInAt : at;
  }
  return { state, since };
}
