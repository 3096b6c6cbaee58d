import { useEffect, useState } from 'preact/hooks';
import type { ClockController, ClockSnapshot } from './clock-controller.js';

/** Re-renders the calling component whenever the controller's snapshot changes. */
export function useClockSnapshot(controller: ClockController): ClockSnapshot {
  const [snapshot, setSnapshot] = useState(controller.snapshot);
  useEffect(() => {
    const unsubscribe = controller.subscribe(setSnapshot);
    return () => {
      unsubscribe();
    };
  }, [controller]);
  return snapshot;
}
