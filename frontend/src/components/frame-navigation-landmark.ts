import { useEffect } from 'react';

/** The id Polaris' Frame gives the element that holds the navigation. */
const FRAME_NAV_ID = 'AppFrameNav';

/**
 * Polaris' Frame wraps the navigation in a `<div aria-label="Navigation">` with no role. Beside
 * the phone's drawer (where the same div becomes `role="dialog"` and needs that name) the label
 * on a plain div is content outside any landmark to a screen reader, which axe reports as
 * `region`; the `<nav>` inside is the landmark already. So the label stays only while the div is
 * a dialog. React sets the label once and never again (its value never changes), so removing it
 * here sticks; the effect runs after every render of the frame's owner, which re-renders each
 * time the drawer opens, closes or the breakpoint changes.
 */
export function useFrameNavigationLandmark(): void {
  useEffect(() => {
    const wrapper = document.getElementById(FRAME_NAV_ID);
    if (!wrapper) return;
    if (wrapper.getAttribute('role') === 'dialog') wrapper.setAttribute('aria-label', 'Navigation');
    else wrapper.removeAttribute('aria-label');
  });
}
