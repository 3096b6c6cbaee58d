/**
 * RFC 3339 in UTC with whole seconds, `2026-11-16T09:00:00Z`, as SPEC §5 shows. Instants are
 * kept in ms inside; the fraction of a second is dropped only here, at the edge.
 */
export function formatInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

export function formatOptionalInstant(ms: number | null): string | null {
  return ms === null ? null : formatInstant(ms);
}
