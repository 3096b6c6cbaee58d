import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while the tab is visible, and once as soon as it is shown
 * again: a board left open in the back office stays current, and a hidden tab asks nothing.
 */
export function usePolling(tick: () => unknown, intervalMs: number): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    const tickIfVisible = () => {
      if (!document.hidden) latest.current();
    };
    const timer = setInterval(tickIfVisible, intervalMs);
    document.addEventListener('visibilitychange', tickIfVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tickIfVisible);
    };
  }, [intervalMs]);
}
