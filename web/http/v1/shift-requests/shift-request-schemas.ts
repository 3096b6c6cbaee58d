import { z } from 'zod';
import type { ShiftRequestView } from '../../../services/views/shift-request-view.js';
import { SHIFT_REQUEST_KINDS, SHIFT_REQUEST_STATUSES } from '../../../services/views/shift-request-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { ListQuery, NoteText, PlainText } from '../common-schemas.js';
import { RangeBoundParam } from '../shifts/shift-schemas.js';

export const ShiftRequestListQuery = z.strictObject({
  ...ListQuery,
  status: z.enum(SHIFT_REQUEST_STATUSES).optional(),
  kind: z.enum(SHIFT_REQUEST_KINDS).optional(),
  staff: z.string().min(1).optional().meta({ description: 'Either side, by id or handle.' }),
  shift: z.string().min(1).optional(),
  from: RangeBoundParam.optional().meta({
    description: "On the shift's start: a date (local) or an instant.",
  }),
  to: RangeBoundParam.optional().meta({
    description: "On the shift's start: a date includes its whole local day.",
  }),
});

export const MyShiftRequestQuery = z.strictObject({ ...ListQuery });

export const OfferBody = z.strictObject({
  to_staff: PlainText.min(1)
    .optional()
    .meta({ description: 'A colleague (a swap); absent: every eligible one (a drop).' }),
  note: NoteText.max(1000).optional(),
});

export const DecideShiftRequestBody = z.strictObject({ reason: NoteText.max(1000).optional() });

export const EmptyBody = z.strictObject({});

export const SHIFT_REQUEST_CSV: CsvColumn<ShiftRequestView>[] = [
  { name: 'id', kind: 'text', value: (r) => r.id },
  { name: 'kind', kind: 'text', value: (r) => r.kind },
  { name: 'status', kind: 'text', value: (r) => r.status },
  { name: 'shift', kind: 'text', value: (r) => r.shift },
  { name: 'from_staff', kind: 'text', value: (r) => r.from_staff },
  { name: 'from_staff_id', kind: 'text', value: (r) => r.from_staff_id },
  { name: 'to_staff', kind: 'text', value: (r) => r.to_staff },
  { name: 'to_staff_id', kind: 'text', value: (r) => r.to_staff_id },
  { name: 'note', kind: 'text', value: (r) => r.note },
  { name: 'reason', kind: 'text', value: (r) => r.reason },
  { name: 'created_at', kind: 'text', value: (r) => r.created_at },
  { name: 'decided_at', kind: 'text', value: (r) => r.decided_at },
  { name: 'decided_by', kind: 'text', value: (r) => r.decided_by },
];
