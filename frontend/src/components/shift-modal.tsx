import { InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { Shift, ShiftWrite } from '../api/types.js';
import { toIso, zonedSpan } from '../lib/time.js';
import { FormModal } from './form-modal.js';
import { useFieldError } from './form-problem.js';
import {
  type BlankSpan,
  LocalSpanFields,
  type SpanModalProps,
  useLocalSpanFields,
} from './local-span-fields.js';

export type ShiftDraft = { shift: Shift } | BlankSpan;

/** The staff select's value for "no one yet": an open shift (SPEC §17); ids are `stf_…`. */
export const OPEN_SHIFT = 'open';

/**
 * Create or edit a shift in the shop's local time. Changing the day, the times or the person
 * is a move (PATCH), which the API announces with a `shift.moved` webhook. An end at or before
 * the start is read as the next day (an overnight shift). "None (open shift)" leaves it for staff
 * to claim. A saved shift that overlaps its staff member's unavailable time is still saved; its
 * answer (with its `warnings`) goes to `onAnswer`, for the page to show them.
 */
export function ShiftModal({
  draft,
  staff,
  onClose,
  onSaved,
  onAnswer,
}: SpanModalProps<ShiftDraft> & { onAnswer?: (saved: ShiftWrite) => void }) {
  const existing = 'shift' in draft ? draft.shift : undefined;
  const span = useLocalSpanFields(
    existing && {
      staffId: existing.staff_id ?? OPEN_SHIFT,
      startsAt: existing.starts_at,
      endsAt: existing.ends_at,
    },
    'staff' in draft ? draft : undefined,
  );
  const [breakMinutes, setBreakMinutes] = useState(String(existing?.break_minutes ?? 30));
  const [role, setRole] = useState(existing?.role ?? '');
  const [location, setLocation] = useState(existing?.location ?? '');

  const save = async () => {
    const instants = zonedSpan(span.date, span.start, span.end, span.tz);
    const body = {
      staff: span.staffId === OPEN_SHIFT ? null : span.staffId,
      starts_at: toIso(instants.start),
      ends_at: toIso(instants.end),
      break_minutes: Number(breakMinutes) || 0,
      role: role.trim() || null,
      location: location.trim() || null,
    };
    const saved = existing
      ? await apiSend<ShiftWrite>('PATCH', `/shifts/${existing.id}`, body)
      : await apiSend<ShiftWrite>('POST', '/shifts', body);
    onAnswer?.(saved);
  };

  const options = staff.map((s) => ({ label: `${s.name} (${s.handle})`, value: s.id }));
  // An inactive staff member's shift still names them.
  if (existing?.staff_id && !staff.some((s) => s.id === existing.staff_id))
    options.unshift({ label: existing.staff ?? '', value: existing.staff_id });
  options.push({ label: 'None (open shift)', value: OPEN_SHIFT });

  return (
    <FormModal
      title={existing ? 'Edit or move shift' : 'Add shift'}
      submit="Save shift"
      send={save}
      canSubmit={Boolean(span.staffId && span.date)}
      destructiveAction={
        existing && { content: 'Delete shift', send: () => apiSend('DELETE', `/shifts/${existing.id}`) }
      }
      failure="The shift was not saved"
      words={{
        names: new Map(staff.map((s) => [s.id, s.name])),
        labels: SHIFT_LABELS,
        inline: ['staff', 'starts_at', 'ends_at', 'break_minutes'],
      }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Text as="p" tone="subdued">
        {existing?.published
          ? 'Published: staff see any change at once.'
          : 'A draft: staff see it once its week is published.'}
      </Text>
      <StaffSelect options={options} value={span.staffId} onChange={span.setStaffId} />
      <LocalSpanFields span={span} startLabel="Starts" endLabel="Ends" />
      <InlineGrid columns={3} gap="300">
        <BreakField value={breakMinutes} onChange={setBreakMinutes} />
        <TextField label="Role" value={role} onChange={setRole} autoComplete="off" />
        <TextField label="Location" value={location} onChange={setLocation} autoComplete="off" />
      </InlineGrid>
    </FormModal>
  );
}

/** The API's fields as the form labels them, for the words of a refusal. */
const SHIFT_LABELS = {
  staff: 'Staff member',
  starts_at: 'Starts',
  ends_at: 'Ends',
  break_minutes: 'Unpaid break',
};

// Inside the form, so each reads its own part of the form's refusal.
function StaffSelect({
  options,
  value,
  onChange,
}: {
  options: { label: string; value: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label="Staff member"
      options={[{ label: 'Choose…', value: '' }, ...options]}
      value={value}
      onChange={onChange}
      error={useFieldError('staff')}
    />
  );
}

function BreakField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Unpaid break (minutes)"
      type="number"
      min={0}
      value={value}
      onChange={onChange}
      autoComplete="off"
      error={useFieldError('break_minutes')}
    />
  );
}
