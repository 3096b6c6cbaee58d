import { useEffect, useMemo, useState } from 'react';
import { Board } from './board.js';
import type { BoardShop } from './clock-types.js';
import { Confirmation } from './confirmation.js';
import { browserTimeZone } from './kiosk-format.js';
import { KioskHeader } from './kiosk-header.js';
import type { KioskTimings } from './kiosk-options.js';
import { KioskSetup } from './kiosk-setup.js';
import { rowOf } from './kiosk-state.js';
import type { KioskLink } from './kiosk-token.js';
import { PinScreen } from './pin-screen.js';
import { SignedOut } from './signed-out.js';
import { useKiosk } from './use-kiosk.js';
import { useKioskSetup } from './use-kiosk-setup.js';
import { useNow } from './use-now.js';

interface KioskAppProps {
  /** The link the page was opened with, read before the first render. */
  link: KioskLink;
  /** Reads (and drops) a link opened on the page already showing, a same-document navigation. */
  readLink: () => KioskLink;
  timings: KioskTimings;
}

/**
 * The page: first the link it was opened with is settled, then the kiosk runs with one token.
 * A link opened while the kiosk shows (`/kiosk#<token>` over `/kiosk`) only changes the
 * fragment, which reloads nothing: it is settled the same way, so it never stays in the
 * address bar and never goes around the question.
 */
export function KioskApp({ link: first, readLink, timings }: KioskAppProps) {
  const [opened, setOpened] = useState({ link: first, seq: 0 });
  useEffect(() => {
    const onHashChange = () => {
      const link = readLink();
      if (link.offered !== null) setOpened((previous) => ({ link, seq: previous.seq + 1 }));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [readLink]);
  return <KioskPage key={opened.seq} link={opened.link} timings={timings} />;
}

function KioskPage({ link, timings }: { link: KioskLink; timings: KioskTimings }) {
  const setup = useKioskSetup(link);
  const now = useNow();
  const timeZone = useMemo(browserTimeZone, []);

  if (setup.state.kind === 'ready')
    return (
      // A new token is a new session: its board, its shop and its state start afresh.
      <KioskSession
        key={setup.state.token ?? ''}
        token={setup.state.token}
        timings={timings}
        now={now}
        timeZone={timeZone}
      />
    );
  return (
    <KioskFrame now={now} timeZone={timeZone} shop={null}>
      <KioskSetup
        state={setup.state}
        hasStored={setup.hasStored}
        onKeep={setup.keep}
        onReplace={setup.replace}
        onRetry={setup.retry}
      />
    </KioskFrame>
  );
}

function KioskFrame({
  now,
  timeZone,
  shop,
  children,
}: {
  now: number;
  timeZone: string;
  shop: BoardShop | null;
  children: React.ReactNode;
}) {
  return (
    <div className="kiosk">
      <KioskHeader now={now} timeZone={timeZone} shop={shop} />
      <main className="kiosk-main">{children}</main>
    </div>
  );
}

function KioskSession({
  token,
  timings,
  now,
  timeZone: tabletZone,
}: {
  token: string | null;
  timings: KioskTimings;
  now: number;
  timeZone: string;
}) {
  const { state, refresh, pick, press, submit, back } = useKiosk(token, timings);
  const { screen } = state;
  const row = screen.kind === 'pin' ? rowOf(state, screen.staff) : undefined;
  // The shop's zone once the board has said it, so the tablet's own setting never moves a time.
  const timeZone = state.shop?.timezone ?? tabletZone;

  return (
    <KioskFrame now={now} timeZone={timeZone} shop={screen.kind === 'signed_out' ? null : state.shop}>
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
    </KioskFrame>
  );
}
