import './kiosk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KioskApp } from './kiosk-app.js';
import { timingsFrom } from './kiosk-options.js';
import { readKioskLink } from './kiosk-token.js';

/**
 * The shop's time-clock kiosk (SPEC §10), a page of its own at /kiosk: plain React and one CSS
 * file, none of the admin's bundle or Polaris, so a shared tablet loads little and shows big
 * buttons. The link's fragment is read, and dropped from the address bar, before anything
 * renders; its token is stored only once the server has vouched for it (kiosk-link.ts).
 */
const place = { storage: localStorage, location: window.location, history: window.history };
const readLink = () => readKioskLink(place);
const link = readLink();

createRoot(document.getElementById('kiosk')!).render(
  <StrictMode>
    <KioskApp link={link} readLink={readLink} timings={timingsFrom(window.location.search)} />
  </StrictMode>,
);
