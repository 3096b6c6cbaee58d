import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardShop } from './clock-types.js';
import { type LinkDecision, type LinkRefusal, settleKioskLink } from './kiosk-link.js';
import { type KioskLink, storeKioskToken } from './kiosk-token.js';

/** Where the page stands with the link it was opened with, before any board shows. */
export type SetupState =
  | { kind: 'checking' }
  /** Settled: the kiosk runs with this token (null: the tablet is not set up). */
  | { kind: 'ready'; token: string | null }
  | { kind: 'ask'; current: BoardShop; offered: BoardShop }
  | { kind: 'refused'; reason: LinkRefusal }
  | { kind: 'unreachable' };

const needsCheck = (link: KioskLink) => link.offered !== null && link.offered !== link.stored;

/**
 * Settles the link (kiosk-link.ts) and holds the tablet's answer to a question. Only an adopted
 * or confirmed token is stored; going back keeps the stored token, which the link never touched.
 */
export function useKioskSetup(link: KioskLink) {
  const [state, setState] = useState<SetupState>(() =>
    needsCheck(link) ? { kind: 'checking' } : { kind: 'ready', token: link.stored },
  );
  const started = useRef(false);

  const adopt = useCallback(() => {
    storeKioskToken(localStorage, link.offered!);
    setState({ kind: 'ready', token: link.offered });
  }, [link]);

  const settle = useCallback(async () => {
    setState({ kind: 'checking' });
    const decision: LinkDecision = await settleKioskLink(link);
    if (decision.kind === 'adopt') adopt();
    else if (decision.kind === 'keep') setState({ kind: 'ready', token: link.stored });
    else if (decision.kind === 'refuse') setState({ kind: 'refused', reason: decision.reason });
    else setState(decision);
  }, [link, adopt]);

  useEffect(() => {
    if (started.current || !needsCheck(link)) return;
    started.current = true;
    void settle();
  }, [link, settle]);

  return {
    state,
    /** Whether the tablet has a stored token (a board) to go back to. */
    hasStored: link.stored !== null,
    /** The stored token stays: the link changed nothing. */
    keep: () => setState({ kind: 'ready', token: link.stored }),
    replace: adopt,
    retry: () => void settle(),
  };
}
