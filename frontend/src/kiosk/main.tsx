import './kiosk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KioskApp } from './kiosk-app.js';
import { timingsFrom } from './kiosk-options.js';
import { adoptKioskToken } from './kiosk-token.js';

/**
 * The shop's time-clock kiosk (SPEC §10), a page of its own at /kiosk: plain React and one CSS
 * file, none of the admin's bundle or Polaris, so a shared tablet loads little and shows big
 * buttons. The token is taken from the link's fragment before anything renders.
 */
const token = adoptKioskToken({ storage: localStorage, location: window.location, history: window.history });

createRoot(document.getElementById('kiosk')!).render(
  <StrictMode>
    <KioskApp token={token} timings={timingsFrom(window.location.search)} />
  </StrictMode>,
);
