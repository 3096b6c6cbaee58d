import type { BoardShop } from './clock-types.js';
import { clockTime, longDate } from './kiosk-format.js';

/**
 * The shop whose board this is (SPEC §10: staff see where they clock in; issue 26), or
 * Shiftbook until a board has said; and the time, which staff check before they clock.
 */
export function KioskHeader({
  now,
  timeZone,
  shop,
}: {
  now: number;
  timeZone: string;
  shop: BoardShop | null;
}) {
  return (
    <header className="kiosk-header">
      <div className="kiosk-brand">
        <span className="kiosk-brand-name" data-shop={shop?.domain}>
          {shop?.name ?? 'Shiftbook'}
        </span>
        <span className="kiosk-brand-sub">{shop ? 'Time clock · Shiftbook' : 'Time clock'}</span>
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
