import { clockTime, DONE_FAREWELL, DONE_HEADING, workedLine } from './kiosk-format.js';
import type { Screen } from './kiosk-state.js';

interface ConfirmationProps {
  screen: Extract<Screen, { kind: 'done' }>;
  timeZone: string;
  returnAfterMs: number;
  onDone: () => void;
}

/** What was recorded and when, big enough to read from a step away; then back to the board. */
export function Confirmation({ screen, timeZone, returnAfterMs, onDone }: ConfirmationProps) {
  const worked = screen.action === 'out' ? workedLine(screen.entry) : null;
  return (
    <section
      className="kiosk-card kiosk-done"
      data-action={screen.action}
      aria-labelledby="done-title"
      aria-live="polite"
    >
      <div className="kiosk-done-mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="done-title" className="kiosk-done-heading">
        {DONE_HEADING[screen.action]}
      </h1>
      <p className="kiosk-done-name">{screen.name}</p>
      <p className="kiosk-done-time">
        <time dateTime={new Date(screen.at).toISOString()}>{clockTime(screen.at, timeZone)}</time>
      </p>
      {worked && <p className="kiosk-done-worked">{worked}</p>}
      <p className="kiosk-done-farewell">{DONE_FAREWELL[screen.action]}</p>
      <button type="button" className="kiosk-done-button" onClick={onDone}>
        Done
      </button>
      {/* Shrinks over the wait, so staff can see the board is coming back by itself. */}
      <div className="kiosk-done-timer" aria-hidden="true">
        <span style={{ animationDuration: `${returnAfterMs}ms` }} />
      </div>
    </section>
  );
}
