import { useMemo } from 'react';
import { Board } from './board.js';
import { Confirmation } from './confirmation.js';
import { browserTimeZone } from './kiosk-format.js';
import { KioskHeader } from './kiosk-header.js';
import type { KioskTimings } from './kiosk-options.js';
import { rowOf } from './kiosk-state.js';
import { PinScreen } from './pin-screen.js';
import { SignedOut } from './signed-out.js';
import { useKiosk } from './use-kiosk.js';
import { useNow } from './use-now.js';

export function KioskApp({ token, timings }: { token: string | null; timings: KioskTimings }) {
  const { state, refresh, pick, press, submit, back } = useKiosk(token, timings);
  const now = useNow();
  const timeZone = useMemo(browserTimeZone, []);
  const { screen } = state;
  const row = screen.kind === 'pin' ? rowOf(state, screen.staff) : undefined;

  return (
    <div className="kiosk">
      <KioskHeader now={now} timeZone={timeZone} />
      <main className="kiosk-main">
        {screen.kind === 'starting' && (
          <p className="kiosk-loading" role="status">
            Loading the board…
          </p>
        )}
        {screen.kind === 'signed_out' && <SignedOut reason={screen.reason} />}
        {screen.kind === 'board' && (
          <Board
            rows={state.rows}
            problem={state.boardProblem}
            now={now}
            timeZone={timeZone}
            onPick={pick}
            onRetry={() => void refresh()}
          />
        )}
        {screen.kind === 'pin' && row && (
          <PinScreen
            row={row}
            screen={screen}
            now={now}
            timeZone={timeZone}
            onKey={press}
            onSubmit={(action) => void submit(action)}
            onBack={back}
          />
        )}
        {screen.kind === 'done' && (
          <Confirmation
            screen={screen}
            timeZone={timeZone}
            returnAfterMs={timings.returnAfterMs}
            onDone={back}
          />
        )}
      </main>
    </div>
  );
}
