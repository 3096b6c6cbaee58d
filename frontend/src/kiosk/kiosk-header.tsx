import { clockTime, longDate } from './kiosk-format.js';

export function KioskHeader({ now, timeZone }: { now: number; timeZone: string }) {
  return (
    <header className="kiosk-header">
      <div className="kiosk-brand">
        <span className="kiosk-brand-name">Shiftbook</span>
        <span className="kiosk-brand-sub">Time clock</span>
      </div>
      <div className="kiosk-now">
        <time className="kiosk-now-time" dateTime={new Date(now).toISOString()}>
          {clockTime(now, timeZone)}
        </time>
        <span className="kiosk-now-date">{longDate(now, timeZone)}</span>
      </div>
    </header>
  );
}
