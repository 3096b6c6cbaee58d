import { describe, expect, it } from 'vitest';
import { ApiError, describeError, fieldError, isInline } from '../../frontend/src/api/api-error.js';

const NEW_YORK = 'America/New_York';

/** The admin's sentence for a refused request: one, in a manager's words, never repeated. */
describe('describeError', () => {
  it('tells an overlap from its parts: the name, the local day and times, no id', () => {
    const error = new ApiError({
      title: 'Rule violated',
      status: 422,
      code: 'rule_violation',
      detail: 'The shift overlaps shift shf_1 of staff member "ana".',
      errors: [{ field: 'starts_at', message: 'The shift overlaps shift shf_1 of staff member "ana".' }],
      conflicting_shift: {
        id: 'shf_1',
        staff: 'ana',
        staff_id: 'stf_1',
        starts_at: '2026-12-01T14:00:00Z',
        ends_at: '2026-12-01T22:00:00Z',
      },
    });
    const words = { timeZone: NEW_YORK, names: new Map([['stf_1', 'Ana Lima']]), inline: ['starts_at'] };
    expect(describeError(error, words)).toBe("Overlaps Ana Lima's shift on Tue, Dec 1, 09:00–17:00.");
    // The sentence is about the whole shift: the start field does not say it again.
    expect(fieldError(error, 'starts_at', words)).toBeUndefined();
  });

  it('tells approved time off by name and local days, one day or a range', () => {
    const off = (starts_on: string, ends_on: string) =>
      new ApiError({
        title: 'Staff member on time off',
        status: 422,
        code: 'time_off',
        detail: 'Staff member "chloe" has approved time off tof_1 from 2026-12-01 to 2026-12-01.',
        errors: [{ field: 'starts_at', message: 'Staff member "chloe" has approved time off tof_1.' }],
        time_off: { id: 'tof_1', staff: 'chloe', staff_id: 'stf_2', starts_on, ends_on },
      });
    const words = { names: new Map([['stf_2', 'Chloe Martin']]) };
    expect(describeError(off('2026-12-01', '2026-12-01'), words)).toBe(
      'Chloe Martin has approved time off on Tue, Dec 1.',
    );
    expect(describeError(off('2026-12-01', '2026-12-04'), {})).toBe(
      'chloe has approved time off from Tue, Dec 1 to Fri, Dec 4.',
    );
  });

  it('calls a field by its label and says a field error that repeats the detail once', () => {
    const error = new ApiError({
      title: 'Invalid request',
      status: 400,
      code: 'validation_error',
      detail: 'url must use https.',
      errors: [{ field: 'url', message: 'url must use https.' }],
    });
    expect(describeError(error)).toBe('url must use https.');
    expect(describeError(error, { labels: { url: 'Endpoint URL' } })).toBe('Endpoint URL must use https.');
  });

  it('appends a field error that says more, labelled, and leaves out those shown on their field', () => {
    const error = new ApiError({
      title: 'Invalid request',
      status: 400,
      code: 'validation_error',
      detail: 'The request does not match its schema.',
      errors: [
        { field: 'pin', message: 'must be 4 to 8 digits' },
        { field: 'hourly_rate', message: 'must be a money string like "18.25"' },
      ],
    });
    const labels = { pin: 'PIN', hourly_rate: 'Hourly rate' };
    expect(describeError(error, { labels })).toBe(
      'The request does not match its schema. PIN: must be 4 to 8 digits. Hourly rate: must be a money string like "18.25".',
    );
    expect(describeError(error, { labels, inline: ['pin'] })).toBe(
      'The request does not match its schema. Hourly rate: must be a money string like "18.25".',
    );
    expect(fieldError(error, 'pin', { labels })).toBe('must be 4 to 8 digits');
  });

  it('is empty when the form shows the only error on its field', () => {
    const error = new ApiError({
      title: 'Rule violated',
      status: 422,
      code: 'rule_violation',
      detail: 'ends_at must be after starts_at.',
      errors: [{ field: 'ends_at', message: 'ends_at must be after starts_at.' }],
    });
    const words = { labels: { ends_at: 'Ends' }, inline: ['ends_at'] };
    expect(describeError(error, words)).toBe('');
    expect(fieldError(error, 'ends_at', words)).toBe('Ends must be after starts_at.');
  });
});

/** A form that edits a list in one field shows its items' errors there: `x.*` in `inline`. */
describe('isInline with a list', () => {
  it('covers the items of a list named `x.*`, and only those', () => {
    const words = { inline: ['staff.*', 'skus'] };
    expect(isInline('staff.0', words)).toBe(true);
    expect(isInline('staff.12', words)).toBe(true);
    expect(isInline('staff', words)).toBe(false);
    expect(isInline('skus', words)).toBe(true);
    expect(isInline('skus.0', words)).toBe(false);
    expect(isInline('staff_ids.0', words)).toBe(false);
  });

  it('leaves an item error shown on its field out of the sentence', () => {
    const error = new ApiError({
      title: 'Rule violated',
      status: 422,
      code: 'unknown_staff',
      detail: 'No staff member "zed" in this shop.',
      errors: [{ field: 'staff.1', message: 'No staff member "zed" in this shop.' }],
    });
    expect(describeError(error, { inline: ['staff.*'] })).toBe('');
    expect(describeError(error, { inline: ['staff'] })).toBe('No staff member "zed" in this shop.');
  });
});
