import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { CopyResult, PublishResult, Shift, SkippedCopy, Staff } from '../api/types.js';
import { skipReasonWords } from '../lib/copy-skips.js';
import { addDays, formatDay, localDate, localTime } from '../lib/time.js';
import type { CopySummary } from './copy-summary-banner.js';
import { useAction } from './use-action.js';

/**
 * "Publish week" and "Copy to next week": the requests, their busy flags and error, and what
 * they answered, kept until dismissed. Skipped copies are put into words when the answer
 * arrives, from the week's shifts as they were shown.
 */
export function useWeekActions({
  week,
  shifts,
  staff,
  timeZone,
  onDone,
}: {
  week: string;
  shifts: Shift[];
  staff: Staff[];
  timeZone: string;
  onDone: () => void;
}) {
  const publishing = useAction();
  const copying = useAction();
  const [published, setPublished] = useState<PublishResult>();
  const [copied, setCopied] = useState<CopySummary>();

  // The skipped shift as the manager saw it on this week; the answer's own fields otherwise.
  const describe = (skip: SkippedCopy): string => {
    const shift = shifts.find((s) => s.id === skip.shift) ?? skip;
    const name = staff.find((s) => s.id === shift.staff_id)?.name ?? shift.staff;
    const start = Date.parse(shift.starts_at);
    const day = formatDay(localDate(start, timeZone));
    return `${name}, ${day}, ${localTime(start, timeZone)}–${localTime(Date.parse(shift.ends_at), timeZone)}`;
  };

  const publish = () =>
    publishing.run(async () => {
      setCopied(undefined);
      setPublished(await apiSend<PublishResult>('POST', '/shifts/publish', { week }));
      onDone();
    });

  const copyToNextWeek = () =>
    copying.run(async () => {
      setPublished(undefined);
      const toWeek = addDays(week, 7);
      const result = await apiSend<CopyResult>('POST', '/shifts/copy', { from_week: week, to_week: toWeek });
      setCopied({
        toWeek,
        created: result.created.length,
        skipped: result.skipped.map((skip) => ({
          shift: describe(skip),
          reason: skipReasonWords(skip.reason),
        })),
      });
      onDone();
    });

  return {
    publish,
    copyToNextWeek,
    publishing: publishing.busy,
    copying: copying.busy,
    error: publishing.error ?? copying.error,
    published,
    copied,
    dismiss: () => {
      setPublished(undefined);
      setCopied(undefined);
      publishing.clearError();
      copying.clearError();
    },
  };
}
