import { type FormEvent, useId, useState } from 'react';
import { StaffRequestError, sayError, staffApi } from './staff-api.js';
import type { ShiftRequest } from './staff-types.js';

type Audience = 'everyone' | 'colleague';

/**
 * Offers one of my shifts (`POST /v1/me/shifts/{id}/offer`, SPEC §17): to everyone who may
 * work it (a drop) or to one colleague (a swap). The colleague is named by the handle they
 * go by, typed: listing colleagues would show other people's data (SPEC §15).
 */
export function OfferForm({
  shiftId,
  label,
  onOffered,
  onClose,
}: {
  shiftId: string;
  /** The shift in words ("Tuesday, December 1, 9:00 AM"): the form's name says which shift. */
  label: string;
  onOffered: (made: ShiftRequest) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [handle, setHandle] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [handleError, setHandleError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setHandleError(undefined);
    const toStaff = handle.trim();
    if (audience === 'colleague' && !toStaff) return setHandleError("Type your colleague's handle.");
    setBusy(true);
    try {
      const made = await staffApi.offerShift(shiftId, {
        ...(audience === 'colleague' && { to_staff: toStaff }),
        ...(note.trim() && { note: note.trim() }),
      });
      await onOffered(made);
    } catch (caught) {
      // A handle no one in the shop has is the field's fault: say so next to it.
      if (caught instanceof StaffRequestError && caught.problem.code === 'unknown_staff')
        setHandleError(`No one in this shop goes by "${toStaff}". Check the handle with your colleague.`);
      else setError(sayError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form offer"
      onSubmit={(event) => void submit(event)}
      aria-label={`Offer shift ${label}`}
      noValidate
    >
      <fieldset className="choices">
        <legend>Offer it to</legend>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-audience`}
            checked={audience === 'everyone'}
            onChange={() => setAudience('everyone')}
          />
          <span>Everyone who can work it</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-audience`}
            checked={audience === 'colleague'}
            onChange={() => setAudience('colleague')}
          />
          <span>A colleague</span>
        </label>
      </fieldset>
      {audience === 'colleague' && (
        <label className="field">
          <span>Colleague's handle</span>
          <input
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={100}
            aria-invalid={handleError ? true : undefined}
            aria-describedby={handleError ? `${id}-handle-error` : undefined}
          />
          {handleError && (
            <span className="field-error" id={`${id}-handle-error`} role="alert">
              {handleError}
            </span>
          )}
        </label>
      )}
      <label className="field">
        <span>Note (optional)</span>
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
      </label>
      {error && (
        <p className="notice notice-bad" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Offering…' : 'Offer shift'}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Keep it
        </button>
      </div>
    </form>
  );
}
