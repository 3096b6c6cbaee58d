/** RFC 3339 in UTC, `2026-11-16T09:00:00Z`; milliseconds only when there are any. */
export function formatInstant(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
}

export function formatOptionalInstant(ms: number | null): string | null {
  return ms === null ? null : formatInstant(ms);
}
