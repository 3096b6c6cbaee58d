import type { ReactNode } from 'react';
import { sayError } from './staff-api.js';

/** A titled part of the home screen, reachable from the top links by its id. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A failure in plain words, with a way to try again. */
export function Failure({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div className="notice notice-bad" role="alert">
      <p>{sayError(error)}</p>
      {retry && (
        <button type="button" className="button button-quiet" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}
