import type { BoardShop } from './clock-types.js';
import { type LinkRefusal, shopLabels } from './kiosk-link.js';
import type { SetupState } from './use-kiosk-setup.js';

interface KioskSetupProps {
  state: Exclude<SetupState, { kind: 'ready' }>;
  /** Whether the tablet has a board of its own to go back to. */
  hasStored: boolean;
  /** Back to the stored token's board. */
  onKeep: () => void;
  onReplace: () => void;
  onRetry: () => void;
}

/** The screens between opening a link and the board: checking it, asking, refusing it. */
export function KioskSetup({ state, hasStored, onKeep, onReplace, onRetry }: KioskSetupProps) {
  switch (state.kind) {
    case 'checking':
      return (
        <p className="kiosk-loading" role="status">
          Checking the kiosk link…
        </p>
      );
    case 'ask':
      return (
        <ReplaceQuestion
          current={state.current}
          offered={state.offered}
          onKeep={onKeep}
          onReplace={onReplace}
        />
      );
    case 'refused':
      return <LinkRefused reason={state.reason} onKeep={hasStored ? onKeep : null} />;
    case 'unreachable':
      return (
        <section className="kiosk-card kiosk-setup" aria-labelledby="setup-title">
          <h1 id="setup-title">The kiosk cannot check this link</h1>
          <p>Shiftbook could not be reached. Check the internet connection and try again.</p>
          <div className="kiosk-choices">
            <button type="button" className="kiosk-choice kiosk-choice-main" onClick={onRetry}>
              Try again
            </button>
            {hasStored && (
              <button type="button" className="kiosk-choice" onClick={onKeep}>
                Back to the board
              </button>
            )}
          </div>
        </section>
      );
  }
}

/**
 * Asked before the tablet moves to another shop: staff there would clock in at that shop and
 * nothing would be recorded at this one. Both shops are named by name and domain; keeping the
 * current shop is the first button.
 */
function ReplaceQuestion({
  current,
  offered,
  onKeep,
  onReplace,
}: {
  current: BoardShop;
  offered: BoardShop;
  onKeep: () => void;
  onReplace: () => void;
}) {
  const labels = shopLabels(current, offered);
  return (
    <section
      className="kiosk-card kiosk-setup"
      aria-labelledby="setup-title"
      aria-describedby="setup-current setup-offered"
    >
      <h1 id="setup-title">Switch this kiosk to another shop?</h1>
      <p id="setup-current">
        This kiosk is set up for <strong>{current.name}</strong>{' '}
        <span className="kiosk-setup-domain">({current.domain})</span>.
      </p>
      <p id="setup-offered">
        The link you opened is for <strong>{offered.name}</strong>{' '}
        <span className="kiosk-setup-domain">({offered.domain})</span>. If you switch, staff clock in there,
        not at {labels.current}.
      </p>
      <div className="kiosk-choices">
        <button type="button" className="kiosk-choice kiosk-choice-main" onClick={onKeep}>
          Keep {labels.current}
        </button>
        <button type="button" className="kiosk-choice" onClick={onReplace}>
          Switch to {labels.offered}
        </button>
      </div>
    </section>
  );
}

const REFUSED: Record<LinkRefusal, { title: string; why: string }> = {
  too_much: {
    title: 'This link cannot set up a kiosk',
    why: "Its token can do more than clock staff in and out: it is a manager's or an integration's. On a kiosk it would skip every PIN, so this tablet did not keep it.",
  },
  refused: {
    title: 'This link no longer works',
    why: 'Its token was revoked by a manager, or it has expired.',
  },
  no_scope: {
    title: 'This link cannot set up a kiosk',
    why: 'Its token cannot clock staff in and out.',
  },
};

/** A link whose token is not kept, with how to make the right one. */
function LinkRefused({ reason, onKeep }: { reason: LinkRefusal; onKeep: (() => void) | null }) {
  const { title, why } = REFUSED[reason];
  return (
    <section className="kiosk-card kiosk-setup" aria-labelledby="setup-title">
      <h1 id="setup-title">{title}</h1>
      <p>{why}</p>
      <p className="kiosk-setup-fix">
        To make a kiosk link, a manager chooses “Set up a kiosk” in the Shiftbook admin and opens its link on
        this tablet.
      </p>
      {onKeep && (
        <div className="kiosk-choices">
          <button type="button" className="kiosk-choice kiosk-choice-main" onClick={onKeep}>
            Back to the board
          </button>
        </div>
      )}
    </section>
  );
}
