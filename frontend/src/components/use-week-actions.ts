import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { CopyResult, PublishResult, SkippedCopy, Staff } from '../api/types.js';
import { skipReasonWords } from '../lib/copy-skips.js';
import { addDays, formatDay, localDate, localTime } from '../lib/time.js';
import type { CopySummary } from './copy-summary-banner.js';
import { useAction } from './use-action.js';

/**
 * "Publish week" and "Copy to next week": the requests, their busy flags and error, and what
 * they answered, kept until dismissed. Skipped copies are put into words when the answer
 * arrives: who, and the day and local times the copy would have had.
 */
export function useWeekActions({
  week,
  staff,
  timeZone,
  onDone,
}: {
  week: string;
  staff: Staff[];
  timeZone: string;
  onDone: () => void;
}) {
  const publishing = useAction();
  const copying = useAction();
  const [published, setPublished] = useState<PublishResult>();
  const [copied, setCopied] = useState<CopySummary>();

  // Where the copy went or would have gone: the answer says it all, whatever week is on screen.
  const describe = (
    copy: Pick<SkippedCopy, 'starts_at' | 'ends_at'> & { staff_id: string | null; staff: string | null },
  ): string => {
    const name = staff.find((s) => s.id === copy.staff_id)?.name ?? copy.staff ?? '';
    const start = Date.parse(copy.starts_at);
    const day = formatDay(localDate(start, timeZone));
    return `${name}, ${day}, ${localTime(start, timeZone)}–${localTime(Date.parse(copy.ends_at), timeZone)}`;
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
        fromWeek: week,
        toWeek,
        created: result.created.length,
        // SPEC §17: copies made in time their staff member is unavailable, still made.
        unavailable: result.created
          .filter((copy) => copy.warnings.length > 0)
          .map((copy) => ({ shift: copy.id, copy: describe(copy) })),
        skipped: result.skipped.map((skip) => ({
          shift: skip.shift,
          copy: describe(skip),
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
