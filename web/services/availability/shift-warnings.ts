import { z } from 'zod';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { type UnavailableSpan, unavailableOverlaps } from '../../domain/availability/unavailable-overlaps.js';
import type { ServiceDeps } from '../deps.js';
import { availabilityOf } from '../views/availability-view.js';
import { formatInstant } from '../views/instant.js';
import { Timestamp } from '../views/schema-fields.js';
import { ShiftSchema } from '../views/shift-view.js';

export const ShiftWarningSchema = z
  .object({
    code: z.literal('unavailable'),
    detail: z.string(),
    starts_at: Timestamp.meta({ description: 'Start of the unavailable range the shift overlaps.' }),
    ends_at: Timestamp.meta({ description: 'End of that range.' }),
  })
  .meta({ id: 'ShiftWarning' });
export type ShiftWarning = z.output<typeof ShiftWarningSchema>;

export const WarningsField = z.array(ShiftWarningSchema).meta({
  description:
    "The staff member's unavailable time the shift overlaps (SPEC §17); empty when none. Only on write answers, never stored.",
});

/** One shift to warn about: its staff member (null for an open shift) and its span. */
export interface WarnedShift {
  staffId: string | null;
  staffHandle: string;
  startsAt: number;
  endsAt: number;
}

/**
 * The `warnings` of each shift a write made (SPEC §17), in the order given: one read of the
 * availability of every staff member concerned, then one pass over the shifts, each touching at
 * most three local days. An open shift has no one to warn about.
 */
export async function shiftWarnings(
  deps: ServiceDeps,
  shop: Pick<ShopRow, 'id' | 'timezone'>,
  shifts: readonly WarnedShift[],
): Promise<ShiftWarning[][]> {
  const staffIds = [...new Set(shifts.flatMap((s) => (s.staffId ? [s.staffId] : [])))];
  const rows = await deps.repos.availability.findMany(shop.id, staffIds);
  const docs = new Map(rows.map((row) => [row.staffId, availabilityOf(row)]));
  return shifts.map((shift) => {
    const doc = shift.staffId ? docs.get(shift.staffId) : undefined;
    if (!doc) return [];
    return unavailableOverlaps(doc, shift, shop.timezone).map((span) => warningOf(shift.staffHandle, span));
  });
}

function warningOf(handle: string, span: UnavailableSpan): ShiftWarning {
  const starts_at = formatInstant(span.startsAt);
  const ends_at = formatInstant(span.endsAt);
  return {
    code: 'unavailable',
    detail: `${handle} is unavailable from ${starts_at} to ${ends_at} (set for ${span.date}).`,
    starts_at,
    ends_at,
  };
}

/** A shift as a write answers it: the shift and its `warnings` (SPEC §17). */
export const ShiftWriteSchema = ShiftSchema.extend({ warnings: WarningsField }).meta({ id: 'ShiftWrite' });
export type ShiftWriteView = z.output<typeof ShiftWriteSchema>;
