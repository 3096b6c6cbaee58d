import { useMemo, useState } from 'react';
import { AvailabilitySection } from './availability-section.js';
import { CalendarSection } from './calendar-section.js';
import { HoursSection } from './hours-section.js';
import { OpenShiftsSection } from './open-shifts-section.js';
import { RequestsSection } from './requests-section.js';
import { ShiftsSection } from './shifts-section.js';
import { sayError, staffApi } from './staff-api.js';
import { shopCalendar } from './staff-format.js';
import type { Me } from './staff-types.js';
import { TimeOffSection } from './time-off-section.js';
import { useLoad } from './use-load.js';

/**
 * The signed-in person's page: shifts, open shifts, swaps, hours, time off, availability and
 * calendar, one under the other. A claim, offer or answer to one may move shifts to or from
 * the person: `version` goes up and every list it touches loads again.
 */
export function HomeScreen({ me, onSignedOut }: { me: Me; onSignedOut: (notice?: string) => void }) {
  // The shop's today and weeks, fixed for the page's life: a page left open over midnight
  // shows what it loaded until it is opened again.
  const calendar = useMemo(() => shopCalendar(Date.now(), me.shop.timezone, me.shop.week_start), [me.shop]);
  const [signOutError, setSignOutError] = useState<string>();
  const sessionLost = () => onSignedOut('You were signed out. Sign in again to continue.');
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  // Shared by the shift list (which shifts are offered) and the swaps section.
  const requests = useLoad(() => staffApi.shiftRequests(), sessionLost, [version]);

  const signOut = async () => {
    setSignOutError(undefined);
    try {
      await staffApi.signOut();
      onSignedOut("You're signed out.");
    } catch (caught) {
      setSignOutError(sayError(caught));
    }
  };

  return (
    <>
      <header className="top">
        <div className="top-inner">
          <div>
            <p className="shop-name">{me.shop.name}</p>
            <p className="muted">Signed in as {me.name}</p>
          </div>
          <button type="button" className="button button-quiet button-small" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
        <nav aria-label="Sections" className="jump">
          <a href="#shifts">Shifts</a>
          <a href="#open-shifts">Open shifts</a>
          <a href="#swaps">Swaps</a>
          <a href="#hours">Hours</a>
          <a href="#time-off">Time off</a>
          <a href="#availability">Availability</a>
          <a href="#calendar">Calendar</a>
        </nav>
      </header>
      <main className="page" id="main">
        <h1>Hi, {me.name}</h1>
        {signOutError && (
          <p className="notice notice-bad" role="alert">
            {signOutError}
          </p>
        )}
        <ShiftsSection
          me={me}
          calendar={calendar}
          version={version}
          requests={requests.data}
          onSignedOut={sessionLost}
          onChanged={changed}
        />
        <OpenShiftsSection
          me={me}
          version={version}
          requests={requests.data}
          onSignedOut={sessionLost}
          onChanged={changed}
        />
        <RequestsSection me={me} requests={requests} onChanged={changed} />
        <HoursSection me={me} calendar={calendar} onSignedOut={sessionLost} />
        <TimeOffSection me={me} calendar={calendar} onSignedOut={sessionLost} />
        <AvailabilitySection me={me} onSignedOut={sessionLost} />
        <CalendarSection onSignedOut={sessionLost} />
      </main>
    </>
  );
}
