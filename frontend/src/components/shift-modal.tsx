import { FormLayout, InlineGrid, Modal, Select, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Shift, Staff } from '../api/types.js';
import { localDate, localTime, toIso, zonedSpan } from '../lib/time.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

export type ShiftDraft = { shift: Shift } | { staff: string; date: string };

/**
 * Create or edit a shift in the shop's local time. Changing the day, the times or the person
 * is a move (PATCH), which the API announces with a `shift.moved` webhook. An end at or before
 * the start is read as the next day (an overnight shift).
 */
export function ShiftModal({
  draft,
  staff,
  onClose,
  onSaved,
}: {
  draft: ShiftDraft;
  staff: Staff[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { shop } = useShop();
  const tz = shop.timezone;
  const existing = 'shift' in draft ? draft.shift : undefined;
  const [staffId, setStaffId] = useState(existing?.staff_id ?? ('staff' in draft ? draft.staff : ''));
  const [date, setDate] = useState(
    existing ? localDate(Date.parse(existing.starts_at), tz) : 'date' in draft ? draft.date : '',
  );
  const [start, setStart] = useState(existing ? localTime(Date.parse(existing.starts_at), tz) : '09:00');
  const [end, setEnd] = useState(existing ? localTime(Date.parse(existing.ends_at), tz) : '17:00');
  const [breakMinutes, setBreakMinutes] = useState(String(existing?.break_minutes ?? 30));
  const [role, setRole] = useState(existing?.role ?? '');
  const [location, setLocation] = useState(existing?.location ?? '');
  const { busy, error, run } = useAction();

  const runThenClose = async (action: () => Promise<unknown>) => {
    if (await run(action)) onSaved();
  };

  const save = () =>
    runThenClose(() => {
      const span = zonedSpan(date, start, end, tz);
      const body = {
        staff: staffId,
        starts_at: toIso(span.start),
        ends_at: toIso(span.end),
        break_minutes: Number(breakMinutes) || 0,
        role: role.trim() || null,
        location: location.trim() || null,
      };
      return existing ? apiSend('PATCH', `/shifts/${existing.id}`, body) : apiSend('POST', '/shifts', body);
    });

  const options = staff.map((s) => ({ label: `${s.name} (${s.handle})`, value: s.id }));
  if (existing && !staff.some((s) => s.id === existing.staff_id))
    options.unshift({ label: existing.staff, value: existing.staff_id });

  return (
    <Modal
      open
      onClose={onClose}
      title={existing ? 'Edit or move shift' : 'Add shift'}
      primaryAction={{ content: 'Save shift', onAction: save, loading: busy, disabled: !staffId || !date }}
      secondaryActions={[
        ...(existing
          ? [
              {
                content: 'Delete shift',
                destructive: true,
                onAction: () => runThenClose(() => apiSend('DELETE', `/shifts/${existing.id}`)),
              },
            ]
          : []),
        { content: 'Cancel', onAction: onClose },
      ]}
    >
      <Modal.Section>
        <FormLayout>
          <ErrorBanner error={error} title="The shift was not saved" />
          <Text as="p" tone="subdued">
            {existing?.published
              ? 'Published: staff see any change at once.'
              : 'A draft: staff see it once its week is published.'}
          </Text>
          <Select
            label="Staff member"
            options={[{ label: 'Choose…', value: '' }, ...options]}
            value={staffId}
            onChange={setStaffId}
          />
          <InlineGrid columns={3} gap="300">
            <TextField label="Day" type="date" value={date} onChange={setDate} autoComplete="off" />
            <TextField label="Starts" type="time" value={start} onChange={setStart} autoComplete="off" />
            <TextField label="Ends" type="time" value={end} onChange={setEnd} autoComplete="off" />
          </InlineGrid>
          <InlineGrid columns={3} gap="300">
            <TextField
              label="Unpaid break (minutes)"
              type="number"
              min={0}
              value={breakMinutes}
              onChange={setBreakMinutes}
              autoComplete="off"
            />
            <TextField label="Role" value={role} onChange={setRole} autoComplete="off" />
            <TextField label="Location" value={location} onChange={setLocation} autoComplete="off" />
          </InlineGrid>
        </FormLayout>
      </Modal.Section>
    </Modal>
  );
}
