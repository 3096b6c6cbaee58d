import type { ClockRow } from './clock-types.js';
import { nextShiftLine, STATE_LABEL, sinceLine } from './kiosk-format.js';

interface BoardProps {
  rows: ClockRow[] | null;
  problem: string | null;
  now: number;
  timeZone: string;
  onPick: (staff: string) => void;
  onRetry: () => void;
}

/** "2 clocked in · 1 on break", or nothing when nobody is. */
function summaryOf(rows: ClockRow[]): string | null {
  const on = rows.filter((row) => row.state === 'on').length;
  const onBreak = rows.filter((row) => row.state === 'break').length;
  const parts = [on ? `${on} clocked in` : '', onBreak ? `${onBreak} on break` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Every active staff member as a big tile: name, state, next shift. Tapping one opens the PIN pad. */
export function Board({ rows, problem, now, timeZone, onPick, onRetry }: BoardProps) {
  const summary = rows ? summaryOf(rows) : null;
  return (
    <section className="kiosk-board" aria-labelledby="board-title">
      <div className="kiosk-board-head">
        <h1 id="board-title">Tap your name</h1>
        {summary && <p className="kiosk-board-summary">{summary}</p>}
      </div>
      {problem && (
        <div className="kiosk-banner" role="alert">
          <span>{problem}</span>
          <button type="button" className="kiosk-banner-button" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {rows?.length === 0 && (
        <p className="kiosk-empty">No staff yet. A manager adds staff in the Shiftbook admin.</p>
      )}
      {rows && rows.length > 0 && (
        <ul className="kiosk-tiles">
          {rows.map((row) => {
            const next = nextShiftLine(row.next_shift, now, timeZone, row.state);
            const since = sinceLine(row, now, timeZone);
            return (
              <li key={row.staff}>
                <button
                  type="button"
                  className="kiosk-tile"
                  data-state={row.state}
                  data-staff={row.staff}
                  onClick={() => onPick(row.staff)}
                >
                  <span className="kiosk-tile-name">{row.name}</span>
                  <span className="kiosk-tile-state">
                    <span className="kiosk-state-dot" aria-hidden="true" />
                    {STATE_LABEL[row.state]}
                  </span>
                  {since && <span className="kiosk-tile-since">{since}</span>}
                  {next && <span className="kiosk-tile-next">{next}</span>}
                  {row.overdue && (
                    <span className="kiosk-tile-overdue">Clocked in over 16 hours: tell a manager</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
