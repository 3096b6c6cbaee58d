import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A Polaris DataTable whose rows hold no button or link scrolls sideways on a phone, but a
 * keyboard cannot reach its scroll container (axe: `scrollable-region-focusable`). This makes
 * that container a named region in the tab order, so arrow keys scroll it. Polaris renders the
 * container itself and takes no props for it, so the attributes are set on the element; React
 * never manages them there, so they stay.
 */
export function KeyboardScrollable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.Polaris-DataTable__ScrollContainer');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  });
  return <div ref={box}>{children}</div>;
}
