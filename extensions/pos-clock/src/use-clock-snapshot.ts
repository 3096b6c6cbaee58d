import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ClockController, ClockSnapshot } from './clock-controller.js';
import type { PosHost } from './pos-host.js';
import { createWording, type Wording } from './wording.js';

/** Re-renders the calling component whenever the controller's snapshot changes. */
export function useClockSnapshot(controller: ClockController): ClockSnapshot {
  const [snapshot, setSnapshot] = useState(controller.snapshot);
  useEffect(() => {
    const unsubscribe = controller.subscribe(setSnapshot);
    // A change made between the first render and this subscription is not missed.
    setSnapshot(controller.snapshot);
    return () => {
      unsubscribe();
    };
  }, [controller]);
  return snapshot;
}

/** The extension's words in the POS user's locale, made again when POS's locale changes. */
export function useWording(host: PosHost, locale: string): Wording {
  return useMemo(
    () =>
      createWording({
        // Without POS's i18n (never on 2026-07), the keys themselves show: a fault, not a silence.
        translate: host.i18n?.translate ?? ((key) => key),
        locale: locale || undefined,
      }),
    [host, locale],
  );
}
