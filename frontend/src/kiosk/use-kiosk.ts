import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ClockAction } from './clock-types.js';
import { ClockRequestError, fetchBoard, sendClockAction } from './kiosk-api.js';
import { classifyFailure, type KioskFailure } from './kiosk-failure.js';
import { actionInstant } from './kiosk-format.js';
import type { KioskTimings } from './kiosk-options.js';
import { actionsFor, canSubmit, initialKioskState, kioskReducer, type PinKey, rowOf } from './kiosk-state.js';
import { forgetKioskToken } from './kiosk-token.js';

function failureOf(error: unknown): KioskFailure {
  if (error instanceof ClockRequestError) {
    return classifyFailure({
      status: error.status,
      code: error.problem.code,
      detail: error.problem.detail,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  return { kind: 'other', status: 0, detail: error instanceof Error ? error.message : null };
}

/**
 * Runs the kiosk's state machine against the API: loads the board, refreshes it every
 * `refreshEveryMs` and when the tablet wakes, sends clock actions, and goes back to the board
 * after a confirmation or an idle PIN pad. A refused token is forgotten here.
 */
export function useKiosk(token: string | null, timings: KioskTimings) {
  const [state, dispatch] = useReducer(kioskReducer, token, initialKioskState);
  const { screen } = state;
  const signedOut = screen.kind === 'signed_out';
  // Only the newest refresh may land: an older one, sent before a clock action, would undo it.
  const refreshSeq = useRef(0);
  const sending = useRef(false);

  const refresh = useCallback(async () => {
    if (!token) return;
    const seq = ++refreshSeq.current;
    try {
      const board = await fetchBoard(token);
      if (seq === refreshSeq.current) dispatch({ type: 'board_loaded', board });
    } catch (error) {
      if (seq === refreshSeq.current) dispatch({ type: 'board_failed', failure: failureOf(error) });
    }
  }, [token]);

  useEffect(() => {
    if (signedOut) return;
    void refresh();
    const timer = setInterval(() => void refresh(), timings.refreshEveryMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, signedOut, timings.refreshEveryMs]);

  useEffect(() => {
    if (screen.kind === 'signed_out' && screen.reason !== 'no_token') forgetKioskToken(localStorage);
  }, [screen]);

  // The confirmation goes back by itself; so does a PIN pad nobody touches.
  useEffect(() => {
    const wait =
      screen.kind === 'done'
        ? timings.returnAfterMs
        : screen.kind === 'pin' && !screen.busy
          ? timings.idleMs
          : null;
    if (wait === null) return;
    const timer = setTimeout(() => dispatch({ type: 'back' }), wait);
    return () => clearTimeout(timer);
  }, [screen, timings.returnAfterMs, timings.idleMs]);

  const submit = useCallback(
    async (action: ClockAction) => {
      if (!token || screen.kind !== 'pin' || !canSubmit(screen) || sending.current) return;
      const { staff, pin } = screen;
      const row = rowOf(state, staff);
      if (!row || !actionsFor(row.state).includes(action)) return;
      sending.current = true;
      dispatch({ type: 'submit', action });
      try {
        const entry = await sendClockAction(token, action, staff, pin);
        dispatch({ type: 'succeeded', action, entry, at: actionInstant(action, entry, Date.now()) });
        void refresh();
      } catch (error) {
        const failure = failureOf(error);
        dispatch({ type: 'failed', failure });
        if (failure.kind === 'state_changed') void refresh();
      } finally {
        sending.current = false;
      }
    },
    [token, state, screen, refresh],
  );

  const pick = useCallback((staff: string) => dispatch({ type: 'pick', staff }), []);
  const press = useCallback((key: PinKey) => dispatch({ type: 'key', key }), []);
  const back = useCallback(() => dispatch({ type: 'back' }), []);

  return { state, refresh, pick, press, submit, back };
}
