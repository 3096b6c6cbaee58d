import { useEffect } from 'react';
import type { ClockAction, ClockRow } from './clock-types.js';
import { ACTION_LABEL, nextShiftLine, stateLine } from './kiosk-format.js';
import { actionsFor, canSubmit, PIN_MIN_LENGTH, type PinKey, type Screen } from './kiosk-state.js';
import { PinPad } from './pin-pad.js';

interface PinScreenProps {
  row: ClockRow;
  screen: Extract<Screen, { kind: 'pin' }>;
  now: number;
  timeZone: string;
  onKey: (key: PinKey) => void;
  onSubmit: (action: ClockAction) => void;
  onBack: () => void;
}

/** A tablet may have a keyboard attached (or a desk PC may run the kiosk): digits type the PIN. */
function useKeyboard(onKey: (key: PinKey) => void, onBack: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^[0-9]$/.test(event.key)) onKey(event.key as PinKey);
      else if (event.key === 'Backspace') onKey('delete');
      else if (event.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey, onBack]);
}

/** Who, their state, the PIN they type, and the actions that fit their state. */
export function PinScreen({ row, screen, now, timeZone, onKey, onSubmit, onBack }: PinScreenProps) {
  useKeyboard(onKey, onBack);
  const next = nextShiftLine(row.next_shift, now, timeZone, row.state);
  const digits = screen.pin.length;
  const ready = canSubmit(screen);

  return (
    <section className={`kiosk-pin${row.has_pin ? '' : ' kiosk-pin-none'}`} aria-labelledby="pin-title">
      <div className="kiosk-pin-who">
        <button type="button" className="kiosk-back" onClick={onBack} disabled={screen.busy !== null}>
          <span aria-hidden="true">←</span> Back
        </button>
        <div>
          <h1 id="pin-title" className="kiosk-pin-name">
            {row.name}
          </h1>
          <p className="kiosk-pin-state" data-state={row.state}>
            <span className="kiosk-state-dot" aria-hidden="true" />
            {stateLine(row, now, timeZone)}
          </p>
          {next && <p className="kiosk-pin-next">{next}</p>}
        </div>
      </div>

      {row.has_pin ? (
        <>
          <div className="kiosk-pin-entry">
            <p className="kiosk-pin-prompt">
              {digits === 0 ? 'Enter your PIN' : 'Now choose what you are doing'}
            </p>
            <output
              className="kiosk-pin-dots"
              aria-label={`PIN: ${digits} ${digits === 1 ? 'digit' : 'digits'} entered`}
            >
              {Array.from({ length: Math.max(PIN_MIN_LENGTH, digits) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
                <span key={i} className={i < digits ? 'kiosk-pin-dot kiosk-pin-dot-on' : 'kiosk-pin-dot'} />
              ))}
            </output>
            <p className="kiosk-pin-message" role="alert">
              {screen.message}
            </p>
          </div>
          <PinPad disabled={screen.busy !== null} onKey={onKey} />
          <div className="kiosk-actions">
            {actionsFor(row.state).map((action) => (
              <button
                key={action}
                type="button"
                className={`kiosk-action kiosk-action-${action}`}
                disabled={!ready}
                aria-busy={screen.busy === action}
                onClick={() => onSubmit(action)}
              >
                {screen.busy === action && <span className="kiosk-spinner" aria-hidden="true" />}
                {ACTION_LABEL[action]}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className="kiosk-pin-message kiosk-pin-missing" role="alert">
          {row.name} has no PIN yet. A manager sets one on the Staff page of the Shiftbook admin.
        </p>
      )}
    </section>
  );
}
