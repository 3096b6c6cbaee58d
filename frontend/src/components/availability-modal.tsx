import { BlockStack, Button, InlineStack, Spinner, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { apiGet, apiSend } from '../api/client.js';
import type { Availability, AvailabilityException, Staff } from '../api/types.js';
import { AvailabilityRangeRow, type EditedRange, rangeFields } from './availability-range-row.js';
import { ErrorBanner } from './error-banner.js';
import { FormModal } from './form-modal.js';
import { useFieldError } from './form-problem.js';

const NEW_RANGE = { start: '09:00', end: '17:00', kind: 'unavailable' } as const;

/**
 * A staff member's availability (SPEC §17): weekly ranges by weekday and dated exceptions, each
 * range unavailable or preferred, in the shop's local `HH:MM` (`24:00` ends a day). Saving
 * replaces the whole document (`PUT`); a refusal (400, 422) is shown under the range it names
 * and the form keeps everything typed.
 */
export function AvailabilityModal({
  member,
  onClose,
  onSaved,
}: {
  member: Staff;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<unknown>();
  const [weekly, setWeekly] = useState<EditedRange[]>([]);
  const [exceptions, setExceptions] = useState<AvailabilityException[]>([]);

  useEffect(() => {
    apiGet<Availability>(`/staff/${member.id}/availability`)
      .then((doc) => {
        setWeekly(doc.weekly);
        setExceptions(doc.exceptions);
        setLoaded(true);
      })
      .catch(setLoadError);
  }, [member.id]);

  const save = () =>
    apiSend('PUT', `/staff/${member.id}/availability`, {
      weekly: weekly.map(({ weekday, start, end, kind }) => ({ weekday, start, end, kind })),
      exceptions,
    });

  const setException = (index: number, exception: AvailabilityException) =>
    setExceptions(exceptions.map((e, i) => (i === index ? exception : e)));

  const inline = [
    ...weekly.flatMap((_, i) => rangeFields(`weekly[${i}]`)),
    ...exceptions.flatMap((e, i) => [
      `exceptions.${i}.date`,
      ...e.ranges.flatMap((_, j) => rangeFields(`exceptions[${i}].ranges[${j}]`)),
    ]),
  ];

  return (
    <FormModal
      title={`Availability of ${member.name}`}
      submit="Save availability"
      send={save}
      canSubmit={loaded}
      failure="The availability was not saved"
      words={{ inline }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <ErrorBanner error={loadError} title="The availability could not be loaded" />
      {!loaded && !loadError ? (
        <InlineStack align="center">
          <Spinner accessibilityLabel="Loading availability" size="small" />
        </InlineStack>
      ) : loaded ? (
        <BlockStack gap="400">
          <Text as="p" tone="subdued">
            Times are the shop's, as HH:MM; 24:00 ends a day. The schedule shades unavailable time, and a
            shift planned in it is saved with a warning.
          </Text>
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">
              Every week
            </Text>
            {weekly.length === 0 && (
              <Text as="p" tone="subdued">
                No weekly ranges: available any time.
              </Text>
            )}
            {weekly.map((range, i) => (
              <AvailabilityRangeRow
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
                key={i}
                range={range}
                name={`Weekly range ${i + 1}`}
                field={`weekly[${i}]`}
                onChange={(changed) => setWeekly(weekly.map((r, j) => (j === i ? changed : r)))}
                onRemove={() => setWeekly(weekly.filter((_, j) => j !== i))}
              />
            ))}
            <InlineStack>
              <Button onClick={() => setWeekly([...weekly, { weekday: 'monday', ...NEW_RANGE }])}>
                Add weekly range
              </Button>
            </InlineStack>
          </BlockStack>
          <BlockStack gap="200">
            <Text as="h3" variant="headingSm">
              Dates that differ
            </Text>
            <Text as="p" tone="subdued" variant="bodySm">
              A date's ranges replace that weekday's; a date with no ranges is free all day.
            </Text>
            {exceptions.map((exception, i) => (
              <ExceptionEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
                key={i}
                index={i}
                exception={exception}
                onChange={(changed) => setException(i, changed)}
                onRemove={() => setExceptions(exceptions.filter((_, j) => j !== i))}
              />
            ))}
            <InlineStack>
              <Button
                onClick={() => setExceptions([...exceptions, { date: '', ranges: [{ ...NEW_RANGE }] }])}
              >
                Add date
              </Button>
            </InlineStack>
          </BlockStack>
        </BlockStack>
      ) : null}
    </FormModal>
  );
}

/** One dated exception: its date, its ranges, and buttons to add a range or drop the date. */
function ExceptionEditor({
  index,
  exception,
  onChange,
  onRemove,
}: {
  index: number;
  exception: AvailabilityException;
  onChange: (exception: AvailabilityException) => void;
  onRemove: () => void;
}) {
  const name = `Date ${index + 1}`;
  const dateError = useFieldError(`exceptions.${index}.date`);
  return (
    <div style={{ borderTop: '1px solid var(--p-color-border-secondary)', paddingTop: 8 }}>
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="end">
          <TextField
            label={name}
            type="date"
            value={exception.date}
            onChange={(date) => onChange({ ...exception, date })}
            autoComplete="off"
            error={dateError}
          />
          <Button
            variant="plain"
            tone="critical"
            onClick={onRemove}
            accessibilityLabel={`Remove ${name.toLowerCase()}`}
          >
            Remove date
          </Button>
        </InlineStack>
        {exception.ranges.length === 0 && (
          <Text as="p" tone="subdued" variant="bodySm">
            Free all day.
          </Text>
        )}
        {exception.ranges.map((range, j) => (
          <AvailabilityRangeRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
            key={j}
            range={range}
            name={`${name}, range ${j + 1}`}
            field={`exceptions[${index}].ranges[${j}]`}
            onChange={(changed) =>
              onChange({ ...exception, ranges: exception.ranges.map((r, k) => (k === j ? changed : r)) })
            }
            onRemove={() => onChange({ ...exception, ranges: exception.ranges.filter((_, k) => k !== j) })}
          />
        ))}
        <InlineStack>
          <Button
            size="slim"
            onClick={() => onChange({ ...exception, ranges: [...exception.ranges, { ...NEW_RANGE }] })}
            accessibilityLabel={`Add a range to ${name.toLowerCase()}`}
          >
            Add range
          </Button>
        </InlineStack>
      </BlockStack>
    </div>
  );
}
