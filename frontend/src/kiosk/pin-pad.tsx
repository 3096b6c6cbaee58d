import type { PinKey } from './kiosk-state.js';

const KEYS: PinKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'delete'];

const LABEL: Partial<Record<PinKey, string>> = { clear: 'Clear PIN', delete: 'Delete last digit' };
const FACE: Partial<Record<PinKey, string>> = { clear: 'Clear', delete: '⌫' };

/** A phone-style pad of big keys: a tablet's own keyboard would cover half the screen. */
export function PinPad({ disabled, onKey }: { disabled: boolean; onKey: (key: PinKey) => void }) {
  return (
    // The grid is a div inside the fieldset: older Safari will not lay a fieldset out as a grid.
    <fieldset className="kiosk-pad" aria-label="PIN pad">
      <div className="kiosk-pad-keys">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={`kiosk-key${LABEL[key] ? ' kiosk-key-edit' : ''}`}
            aria-label={LABEL[key]}
            disabled={disabled}
            onClick={() => onKey(key)}
          >
            {FACE[key] ?? key}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
