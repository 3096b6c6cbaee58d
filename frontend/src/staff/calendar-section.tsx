import { useState } from 'react';
import { Failure, Loading, Section } from './section.js';
import { sayError, staffApi } from './staff-api.js';
import { useLoad } from './use-load.js';

/** The feed's address for calendar apps, which subscribe to `webcal:` rather than `https:`. */
function webcalOf(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/**
 * The person's calendar link (`GET /v1/me/calendar`) with how to add it to Google, Apple and
 * Outlook, and a reset for a link that was shared by mistake: the old one stops working at once.
 */
export function CalendarSection({ onSignedOut }: { onSignedOut: () => void }) {
  const link = useLoad(() => staffApi.calendar(), onSignedOut, []);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [resetError, setResetError] = useState<string>();
  const [resetDone, setResetDone] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const reset = async () => {
    setResetError(undefined);
    try {
      await staffApi.resetCalendar();
      setResetDone(true);
      setConfirming(false);
      await link.reload();
    } catch (caught) {
      setResetError(sayError(caught));
    }
  };

  return (
    <Section id="calendar" title="Your calendar">
      <p>Add your shifts to the calendar on your phone. It updates by itself when your shifts change.</p>
      {link.error ? (
        <Failure error={link.error} retry={() => void link.reload()} />
      ) : !link.data ? (
        <Loading what="your calendar link" />
      ) : (
        <>
          <label className="field">
            <span>Your calendar link</span>
            <input type="text" readOnly value={link.data.url} onFocus={(e) => e.target.select()} />
          </label>
          <div className="actions">
            <button type="button" className="button" onClick={() => void copy(link.data!.url)}>
              Copy link
            </button>
            <a className="button button-quiet" href={webcalOf(link.data.url)}>
              Add to Apple Calendar
            </a>
            <a
              className="button button-quiet"
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalOf(link.data.url))}`}
              target="_blank"
              rel="noreferrer noopener"
            >
              Add to Google Calendar
            </a>
          </div>
          <div role="status" className="live">
            {copied && <p className="muted">Link copied.</p>}
            {resetDone && <p className="muted">You have a new link. The old one no longer works.</p>}
          </div>
          <details className="help">
            <summary>Google Calendar</summary>
            <p>
              Tap <b>Add to Google Calendar</b> above, or on a computer choose{' '}
              <b>Other calendars → + → From URL</b> and paste the link. Google can take a few hours to show
              changes.
            </p>
          </details>
          <details className="help">
            <summary>Apple Calendar (iPhone, iPad, Mac)</summary>
            <p>
              Tap <b>Add to Apple Calendar</b> above and then <b>Subscribe</b>. Or in Settings → Calendar →
              Accounts → Add Account → Other → Add Subscribed Calendar, paste the link.
            </p>
          </details>
          <details className="help">
            <summary>Outlook</summary>
            <p>
              In Outlook on the web choose <b>Add calendar → Subscribe from web</b>, paste the link and give
              it a name.
            </p>
          </details>
          <div className="danger-zone">
            {confirming ? (
              <>
                <p>The old link stops working at once, in every calendar that uses it. Continue?</p>
                <div className="actions">
                  <button type="button" className="button button-bad" onClick={() => void reset()}>
                    Yes, make a new link
                  </button>
                  <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
                    Keep my link
                  </button>
                </div>
              </>
            ) : (
              <button type="button" className="button button-quiet" onClick={() => setConfirming(true)}>
                Make a new link
              </button>
            )}
            {resetError && (
              <p className="notice notice-bad" role="alert">
                {resetError}
              </p>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
