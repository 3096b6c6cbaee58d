import type { SignedOutReason } from './kiosk-state.js';

const WHY: Record<SignedOutReason, string> = {
  no_token: 'It has no kiosk link yet.',
  refused: 'Its access was revoked by a manager, or it has expired.',
  no_scope: 'The link it was opened with cannot use the time clock.',
  too_much:
    "Its token can do more than clock staff in and out: a manager's token on a kiosk would skip every PIN, so the kiosk no longer uses it.",
};

/** What a tablet without a working token shows: no board, and who can fix it. */
export function SignedOut({ reason }: { reason: SignedOutReason }) {
  return (
    <section className="kiosk-card kiosk-signed-out" aria-labelledby="signed-out-title">
      <svg className="kiosk-signed-out-mark" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 6a2 2 0 0 1 1 3.73V19h-2v-2.27A2 2 0 0 1 12 13Z"
        />
      </svg>
      <h1 id="signed-out-title">
        {reason === 'no_token' ? 'This tablet is not set up as a kiosk' : 'This kiosk is signed out'}
      </h1>
      <p>{WHY[reason]}</p>
      <p className="kiosk-signed-out-fix">
        A manager must set it up {reason === 'no_token' ? '' : 'again '}from the Shiftbook admin: choose “Set
        up a kiosk” and open its link on this tablet.
      </p>
    </section>
  );
}
