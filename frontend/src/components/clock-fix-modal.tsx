import { InlineGrid, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { apiGet, apiSend } from '../api/client.js';
import type { ClockRow, Shift, TimeEntry } from '../api/types.js';
import { elapsed } from '../lib/clock.js';
import { formatInstant, localDate, localTime, toIso, zonedInstant } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { FormModal } from './form-modal.js';
import { LoadingCard } from './loading-card.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

/** The open entry behind a board row, and the shift it fell in when there is one. */
async function loadOpenEntry(id: string): Promise<{ entry: TimeEntry; shift: Shift | null }> {
  const entry = await apiGet<TimeEntry>(`/time-entries/${id}`);
  // The shift only suggests an end: the fix works without it.
  const shift = entry.shift ? await apiGet<Shift>(`/shifts/${entry.shift}`).catch(() => null) : null;
  return { entry, shift };
}

/**
 * Closes a forgotten clock-out: sets only `ended_at` of the open entry, so the clock-in keeps
 * its seconds. The form starts at the end of the shift the clock-in fell in, when it had one.
 */
export function ClockFixModal({
  row,
  onClose,
  onSaved,
}: {
  row: ClockRow & { entry: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { shop } = useShop();
  const tz = shop.timezone;
  const open = useResource(() => loadOpenEntry(row.entry), [row.entry]);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');

  const loaded = open.data;
  useEffect(() => {
    if (!loaded) return;
    const suggested = loaded.shift?.ends_at ?? loaded.entry.started_at;
    setDay(localDate(Date.parse(suggested), tz));
    setTime(loaded.shift ? localTime(Date.parse(loaded.shift.ends_at), tz) : '');
  }, [loaded, tz]);

  const endedAt = day && time ? zonedInstant(day, time, tz) : undefined;
  const endError =
    !loaded || endedAt === undefined
      ? undefined
      : endedAt <= Date.parse(loaded.entry.started_at)
        ? 'Must be after the clock-in'
        : endedAt > Date.now()
          ? 'Cannot be in the future'
          : undefined;

  const save = async () => {
    if (!loaded || endedAt === undefined) return false;
    return apiSend('PATCH', `/time-entries/${loaded.entry.id}`, { ended_at: toIso(endedAt) });
  };

  return (
    <FormModal
      title={`Fix the clock-out of ${row.name}`}
      submit="Save clock-out"
      send={save}
      canSubmit={endedAt !== undefined && endError === undefined}
      failure="The clock-out was not saved"
      onSaved={onSaved}
      onClose={onClose}
    >
      <ErrorBanner error={open.error} title="The open entry could not be loaded" />
      {!loaded ? (
        !open.error && <LoadingCard lines={2} />
      ) : (
        <>
          <Text as="p">
            {row.name} clocked in {formatInstant(loaded.entry.started_at, tz)},{' '}
            {elapsed(loaded.entry.started_at, Date.now())} ago, and has not clocked out. Set when they stopped
            working: their timesheet counts the hours up to then.
          </Text>
          <InlineGrid columns={2} gap="300">
            <TextField label="Day" type="date" value={day} onChange={setDay} autoComplete="off" />
            <TextField
              label="Clocked out at"
              type="time"
              value={time}
              onChange={setTime}
              autoComplete="off"
              error={endError}
              helpText={loaded.shift ? `The shift ended ${formatInstant(loaded.shift.ends_at, tz)}` : tz}
            />
          </InlineGrid>
        </>
      )}
    </FormModal>
  );
}
