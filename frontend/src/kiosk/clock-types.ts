/**
 * The clock answers the kiosk reads (SPEC §10), as the server's views declare them: said once,
 * on the server, and imported as types only, so none of the server's code reaches the bundle.
 */
import type { TimeEntryView } from '../../../web/services/views/time-entry-view.js';

export type { ClockAction, ClockConflict, ClockState } from '../../../web/domain/clock/clock-state.js';
export type {
  ClockBoardRowView as ClockRow,
  NextShiftView as NextShift,
} from '../../../web/services/views/clock-board-view.js';

/** The parts of the time entry a clock action answers with that the kiosk shows. */
export type ClockEntry = Pick<
  TimeEntryView,
  'id' | 'staff' | 'started_at' | 'ended_at' | 'break_minutes' | 'break_started_at'
>;
