/**
 * The clock answers the kiosk reads (SPEC §10), named from the types generated from the OpenAPI
 * document, so the kiosk imports none of the server's code.
 */
import type { components, paths } from '../api/schema.js';
import type { ProblemCode, TimeEntry } from '../api/types.js';

export type { ClockRow, ClockState, NextShift } from '../api/types.js';

/** `GET /v1/clock`: the rows, whose shop they are, and what the kiosk's token may do. */
export type ClockBoard = components['schemas']['ClockBoard'];
/** The shop a token belongs to, by its domain (unique) and its name (shown). */
export type BoardShop = ClockBoard['shop'];
export type Scope = ClockBoard['scopes'][number];

/** The clock actions, as the routes `POST /v1/clock/{action}` name them. */
export type ClockAction = keyof paths extends infer Path
  ? Path extends `/v1/clock/${infer Action}`
    ? Action
    : never
  : never;

/** The 409 codes of a clock action that does not fit the staff member's state. */
export type ClockConflict = Extract<
  ProblemCode,
  'already_clocked_in' | 'not_clocked_in' | 'on_break' | 'not_on_break'
>;

/** The parts of the time entry a clock action answers with that the kiosk shows. */
export type ClockEntry = Pick<
  TimeEntry,
  'id' | 'staff' | 'started_at' | 'ended_at' | 'break_minutes' | 'break_started_at'
>;
